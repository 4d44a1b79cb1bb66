import type { WidgetText } from '../../types';

/** The editors’ manual in French: the blog, masonry, ticker and zoomable image widgets (issue 15). */
export const stories: Record<string, WidgetText> = {
  'blog-scroller': {
    summary:
      'Liste d’articles de blog parcourue article par article : boutons précédent et suivant, ' +
      'touches J et K ; l’adresse de la page suit l’article affiché.',
    attributes: {
      'data-offset': {
        description:
          'Espace laissé au-dessus de l’article amené à l’écran, en pixels (pour un en-tête fixe).',
        example: '80',
      },
    },
  },
  masonry: {
    summary:
      'Liste de photos ou de cartes en colonnes de hauteurs différentes, sans trous, dans l’ordre ' +
      'de lecture ; rien ne bouge pendant le chargement des images.',
    attributes: {
      'data-column-width': {
        description:
          'Largeur minimale d’une colonne, en pixels : autant de colonnes qu’il en tient.',
        example: '220',
      },
      'data-gap': {
        description: 'Espace entre les éléments, en pixels.',
        example: '12',
      },
    },
  },
  ticker: {
    summary:
      'Bandeau de brèves qui défile en continu, avec un bouton pause ; il s’arrête au survol et ' +
      'reste immobile pour les visiteurs qui limitent les animations.',
    attributes: {
      'data-speed': {
        description: 'Vitesse de défilement, en pixels par seconde.',
        example: '50',
      },
    },
  },
  'zoom-images': {
    summary:
      'Photos qui s’ouvrent en grand dans une fenêtre avec miniatures, photo précédente et ' +
      'suivante, et zoom à la molette, au pincement, au clavier ou avec les boutons.',
    attributes: {
      'data-title': {
        description: 'Titre de la fenêtre des photos (le nom de l’article ou de la galerie).',
        example: 'Photos : Trois jours sur les crêtes du Vercors',
      },
    },
  },
};
