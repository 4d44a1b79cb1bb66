import type { WidgetText } from '../../types';

/** fr: the video modal, and each of its attributes (see ../fr.ts). */
export const video: Record<string, WidgetText> = {
  'video-modal': {
    summary:
      'Une vidéo YouTube ou Vimeo dans une fenêtre : l’image d’aperçu et un bouton de lecture, puis, au clic, le lecteur du service dans une fenêtre qui se ferme par Échap et arrête la vidéo. Le lecteur ne se charge qu’à la demande. Sans script, le lien ouvre la vidéo sur le site du service.',
    attributes: {
      'data-service': {
        description: 'Le service qui diffuse la vidéo : youtube ou vimeo.',
        example: 'youtube',
      },
      'data-video-id': {
        description:
          'L’identifiant de la vidéo chez ce service, tel qu’il figure dans son adresse (lettres, chiffres, - et _).',
        example: 'vtRunShoes1',
      },
      'data-title': {
        description:
          'Le titre de la vidéo : titre de la fenêtre et nom du bouton de lecture (« Lire la vidéo : titre »).',
        example: 'Bien choisir ses chaussures de course',
      },
      'data-poster': {
        description:
          'L’adresse de l’image d’aperçu montrée avant la lecture ; sans image, un fond uni.',
        example: '/demo/video/poster/vtRunShoes1.svg',
      },
    },
  },
};
