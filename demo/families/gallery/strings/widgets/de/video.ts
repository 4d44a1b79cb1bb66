import type { WidgetText } from '../../types';

/** de: the video modal, and each of its attributes (see ../de.ts). */
export const video: Record<string, WidgetText> = {
  'video-modal': {
    summary:
      'Ein YouTube- oder Vimeo-Video in einem Fenster: das Vorschaubild und eine Wiedergabetaste, nach einem Klick der Player des Dienstes in einem Fenster, das sich mit Esc schließt und das Video anhält. Der Player lädt erst auf Wunsch. Ohne Skript öffnet der Link das Video auf der Website des Dienstes.',
    attributes: {
      'data-service': {
        description: 'Der Dienst, der das Video abspielt: youtube oder vimeo.',
        example: 'youtube',
      },
      'data-video-id': {
        description:
          'Die Kennung des Videos bei diesem Dienst, wie in seiner Adresse (Buchstaben, Ziffern, - und _).',
        example: 'vtRunShoes1',
      },
      'data-title': {
        description:
          'Der Titel des Videos: Titel des Fensters und Name der Wiedergabetaste („Video abspielen: Titel“).',
        example: 'Die richtigen Laufschuhe finden',
      },
      'data-poster': {
        description:
          'Die Adresse des Vorschaubilds, das vor der Wiedergabe erscheint; ohne Bild eine einfarbige Fläche.',
        example: '/demo/video/poster/vtRunShoes1.svg',
      },
    },
  },
};
