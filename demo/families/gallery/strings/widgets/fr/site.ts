import type { WidgetText } from '../../types';

/** fr: the widgets every page has (basket, consent, localization, content), and each of their attributes (see ../fr.ts). */
export const site: Record<string, WidgetText> = {
  'basket-summary': {
    summary:
      'Le panier de l’en-tête : nombre d’articles et montant, tenus à jour dans tous les onglets.',
    attributes: {
      'data-basket-url': {
        description: 'Adresse de la page panier ; par défaut, celle de la langue de la page.',
        example: '/fr/shoppingcarts',
      },
      'data-amount': {
        description:
          'Montant affiché à côté du nombre d’articles : TTC (incl), hors taxes (excl) ou aucun (none).',
        example: 'excl',
      },
    },
  },
  'cookie-consent': {
    summary:
      'Bandeau de consentement aux cookies et fenêtre de préférences par catégorie. Tout bouton ' +
      'portant l’attribut data-consent-open rouvre les préférences.',
    attributes: {
      'data-policy-url': {
        description:
          'Page de la politique de confidentialité, liée depuis le bandeau : un chemin du site ou une adresse https.',
        example: '/fr/about#cookies',
      },
      'data-on-accept': {
        description:
          'Nom d’une fonction JavaScript de la page, appelée quand au moins une catégorie est acceptée.',
        example: 'shop.onConsentAccepted',
      },
      'data-on-decline': {
        description:
          'Nom d’une fonction JavaScript de la page, appelée quand toutes les catégories sont refusées.',
        example: 'shop.onConsentDeclined',
      },
      'data-position': {
        description:
          'Place du bandeau : en bas (bottom) ou en haut (top) de l’écran, ou dans la page à cet endroit (inline).',
        example: 'top',
      },
    },
  },
  'cookie-law-bar': {
    summary:
      'Simple bandeau d’information sur les cookies avec un bouton « J’ai compris », pour les ' +
      'boutiques sans cookie facultatif ; sinon, utilisez cookie-consent.',
    attributes: {
      'data-policy-url': {
        description:
          'Page de la politique cookies, liée depuis le bandeau : un chemin du site ou une adresse https.',
        example: '/fr/about#cookies',
      },
      'data-position': {
        description:
          'Place du bandeau : en bas (bottom) ou en haut (top) de l’écran, ou dans la page à cet endroit (inline).',
        example: 'inline',
      },
    },
  },
  'country-selector': {
    summary:
      'Choix du pays du visiteur, qui fixe les taxes appliquées aux prix ; la page se recharge ' +
      'après le changement.',
    attributes: {
      'data-countries': {
        description: 'Les pays proposés, en codes de deux lettres majuscules.',
        example: '["BE", "FR", "LU"]',
      },
      'data-current': {
        description: 'Le pays actuel du visiteur, en code de deux lettres majuscules.',
        example: 'FR',
      },
    },
  },
  'currency-selector': {
    summary:
      'Choix de la devise des prix. Si le panier est déjà dans une autre devise, le visiteur ' +
      'confirme d’abord le changement.',
    attributes: {
      'data-currencies': {
        description: 'Les devises proposées, en codes de trois lettres majuscules.',
        example: '["EUR", "CHF"]',
      },
      'data-current': {
        description: 'La devise actuelle ; par défaut, celle des réglages de la page.',
        example: 'EUR',
      },
    },
  },
  'language-links': {
    summary:
      'Liens vers les autres langues : chacun mène à la même page dans sa langue, en gardant les ' +
      'filtres choisis.',
    attributes: {},
  },
  'main-navigation': {
    summary:
      'Navigation principale de l’en-tête : sur téléphone, un bouton Menu ouvre un panneau avec ' +
      'les catégories, les langues, le pays et la devise ; sur grand écran, les sous-catégories ' +
      's’ouvrent au survol ou au clavier, et les catégories qui ne tiennent pas sur la ligne ' +
      'passent sous « Plus ».',
    attributes: {
      'data-large-from': {
        description:
          'Largeur d’écran, en pixels, à partir de laquelle l’en-tête prend sa forme ordinateur ; ' +
          'en dessous, le bouton Menu.',
        example: '992',
      },
    },
  },
  'scroll-in': {
    summary:
      'Fait apparaître un contenu en douceur quand il arrive à l’écran ; tout de suite pour les ' +
      'visiteurs qui limitent les animations.',
    attributes: {
      'data-animation': {
        description:
          'L’entrée : fondu (fade), fondu en montant (fade-up) ou léger agrandissement (zoom).',
        example: 'zoom',
      },
      'data-delay': {
        description:
          'Délai avant l’entrée, en millisecondes (2000 au plus), pour échelonner des blocs voisins.',
        example: '200',
      },
    },
  },
  'social-share': {
    summary:
      'Boutons de partage de la page (réseaux sociaux, e-mail et copie du lien), avec son adresse ' +
      'du moment.',
    attributes: {
      'data-show-labels': {
        description: 'Affiche le nom des réseaux à côté de leurs icônes.',
        example: 'true',
      },
      'data-keep-params': {
        description:
          'Les paramètres d’adresse gardés dans le lien partagé ; les autres sont retirés.',
        example: '["variant", "color"]',
      },
      'data-popup-width': {
        description: 'Largeur de la fenêtre de partage, en pixels (de 200 à 1600).',
        example: '700',
      },
      'data-popup-height': {
        description: 'Hauteur de la fenêtre de partage, en pixels (de 200 à 1200).',
        example: '600',
      },
    },
  },
};
