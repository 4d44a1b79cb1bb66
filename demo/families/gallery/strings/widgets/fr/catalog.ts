import type { WidgetText } from '../../types';

/** fr: the catalogue’s widgets (lists, search, home), and each of their attributes (see ../fr.ts). */
export const catalog: Record<string, WidgetText> = {
  'banner-slider': {
    summary:
      'Bandeau de bannières (images ou vidéos), chacune avec un titre et un bouton. Il ne défile ' +
      'seul que si un délai est donné, et s’arrête dès que le visiteur le survole ou y entre au clavier.',
    attributes: {
      'data-slides': {
        description:
          'Les bannières dans l’ordre : image ou vidéo, texte alternatif, titre, texte, bouton et son lien.',
        example:
          '[{"image": "/media/soldes.jpg", "alt": "", "heading": "Soldes d’hiver", "cta": "J’en profite", "href": "/fr/catalog"}]',
      },
      'data-interval': {
        description:
          'Délai entre deux bannières, en millisecondes ; sans lui, le bandeau ne défile jamais seul.',
        example: '6000',
      },
      'data-fade': {
        description: 'Passe d’une bannière à l’autre en fondu au lieu de les faire glisser.',
        example: 'true',
      },
      'data-muted': {
        description:
          'Coupe le son des vidéos (les navigateurs ne lancent seules que les vidéos muettes).',
        example: 'false',
      },
    },
  },
  'brand-carousel': {
    summary:
      'Carrousel des logos de marques, chacun menant à la page de sa marque, avec des boutons ' +
      'précédent et suivant ; il se fait aussi glisser du doigt.',
    attributes: {
      'data-brands': {
        description: 'Les marques : nom dans l’adresse (slug), nom affiché et adresse du logo.',
        example: '[{"slug": "altavetta", "name": "Altavetta", "logo": "/media/brand/1.svg"}]',
      },
    },
  },
  'category-list': {
    summary:
      'Liste de catégories dépliable : chaque catégorie qui a des sous-catégories reçoit un bouton ' +
      'pour les montrer ou les cacher, et la page en cours est signalée.',
    attributes: {
      'data-toggle-label': {
        description:
          'Nom du bouton lu par les lecteurs d’écran ; {{name}} y est remplacé par le nom de la catégorie.',
        example: 'Sous-catégories de {{name}}',
      },
    },
  },
  'customer-reference-search': {
    summary:
      'Recherche d’un produit par la référence que le client lui a donnée (dès deux caractères) ; ' +
      'le choix d’un résultat ouvre la fiche du produit.',
    attributes: {},
  },
  'filter-panel': {
    summary:
      'Panneau de filtres de la liste de produits : chaque choix recharge la liste, aussitôt ou ' +
      'après un court délai. Sur petit écran, il démarre replié.',
    attributes: {
      'data-refresh-on-click': {
        description: 'Recharge la liste dès qu’une valeur est cochée ou décochée, sans délai.',
        example: 'true',
      },
      'data-auto-submit-delay': {
        description:
          'Délai entre le dernier changement et l’envoi automatique des filtres, en millisecondes.',
        example: '500',
      },
      'data-collapse-below': {
        description: 'Largeur d’écran en pixels jusqu’à laquelle le panneau démarre replié.',
        example: '1024',
      },
      'data-category-id': {
        description:
          'Le numéro de la catégorie dont charger les filtres quand le panneau est vide.',
        example: '12',
      },
      'data-brand-id': {
        description: 'Le numéro de la marque dont charger les filtres quand le panneau est vide.',
        example: '3',
      },
    },
  },
  'list-controls': {
    summary:
      'Tri, nombre de produits par page et affichage en grille ou en liste : un changement ' +
      'recharge la liste sans bouton OK.',
    attributes: {},
  },
  'list-tracking': {
    summary:
      'Mesure d’audience d’une liste de produits (Google Analytics 4) : les produits vus et le ' +
      'produit ouvert.',
    attributes: {
      'data-list-name': {
        description: 'Le nom de la liste dans les rapports, par exemple le nom de la catégorie.',
        example: 'Chaussures',
      },
      'data-list-id': {
        description: 'L’identifiant de la liste dans les rapports.',
        example: 'category-12',
      },
    },
  },
  'sale-countdown': {
    summary:
      'Compte à rebours d’une promotion : jours, heures, minutes et secondes restants, avec la ' +
      'date de fin. Il disparaît une fois la fin passée.',
    attributes: {
      'data-end': {
        description:
          'La fin de la promotion : date et heure au format ISO, avec le fuseau horaire.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'L’écriture de la date de fin avec DD, MM, YYYY, HH et mm ; par défaut, jour, mois et année dans l’ordre de la langue.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Nom d’une fonction JavaScript de la page, appelée à la fin au lieu de recharger la page.',
        example: 'shop.onSaleEnd',
      },
    },
  },
  'search-box': {
    summary:
      'Champ de recherche qui suggère des produits dès deux caractères ; sans JavaScript, le ' +
      'formulaire simple reste utilisable.',
    attributes: {
      'data-action': {
        description:
          'Adresse de la page de résultats ; par défaut, le catalogue de la langue de la page.',
        example: '/fr/catalog',
      },
    },
  },
};
