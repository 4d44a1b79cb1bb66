import type { WidgetText } from '../types';

/** The editors’ manual in French: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = {
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
  'customer-reference-search': {
    summary:
      'Recherche d’un produit par la référence que le client lui a donnée (dès deux caractères) ; ' +
      'le choix d’un résultat ouvre la fiche du produit.',
    attributes: {},
  },
  'customer-reference-update': {
    summary:
      'Champ où le client enregistre sa propre référence pour une variante de produit ; la ' +
      'réponse s’affiche dans une notification ou une fenêtre.',
    attributes: {
      'data-product-id': {
        description: 'Le numéro du produit.',
        example: '1001',
      },
      'data-product-variant-id': {
        description: 'Le numéro de la variante affichée.',
        example: '100101',
      },
      'data-reference': {
        description: 'La référence déjà enregistrée ; vide s’il n’y en a pas encore.',
        example: 'MA-REF-12',
      },
      'data-max-length': {
        description: 'Le nombre maximal de caractères de la référence.',
        example: '30',
      },
      'data-display': {
        description:
          'Où s’affiche la réponse : dans une notification discrète (growl) ou une fenêtre qui se ferme seule (dialog).',
        example: 'dialog',
      },
      'data-update-url': {
        description:
          'Une autre adresse d’enregistrement, sous le chemin de l’application, sans barre oblique au début.',
        example: 'api/v1/catalog/customerref/update',
      },
    },
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
  'language-links': {
    summary:
      'Liens vers les autres langues : chacun mène à la même page dans sa langue, en gardant les ' +
      'filtres choisis.',
    attributes: {},
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
  'number-stepper': {
    summary: 'Boutons moins et plus autour d’un champ de nombre (quantités, formulaires).',
    attributes: {
      'data-non-negative': {
        description: 'Interdit les valeurs sous zéro : le bouton moins se désactive à 0.',
        example: 'true',
      },
    },
  },
  pagination: {
    summary:
      'Pages de la liste : la première, la dernière, les voisines de la page en cours, ' +
      'précédente et suivante. Masquée quand il n’y a qu’une page.',
    attributes: {
      'data-page': {
        description: 'La page en cours, en comptant à partir de 1.',
        example: '3',
      },
      'data-pages': {
        description: 'Le nombre total de pages.',
        example: '12',
      },
      'data-inner-window': {
        description: 'Combien de pages montrer de chaque côté de la page en cours.',
        example: '3',
      },
      'data-small-inner-window': {
        description: 'Combien de pages montrer de chaque côté sur petit écran.',
        example: '1',
      },
      'data-small-below': {
        description: 'Largeur d’écran en pixels sous laquelle l’écran compte comme petit.',
        example: '640',
      },
    },
  },
  'product-gallery': {
    summary:
      'Photos du produit : la photo principale avec un zoom, les vignettes, et un agrandissement ' +
      'en plein écran.',
    attributes: {
      'data-title': {
        description: 'Le nom du produit (et de sa couleur), titre de la vue agrandie.',
        example: 'Sandale Kodiak, noir',
      },
      'data-images': {
        description: 'Les photos dans l’ordre : l’adresse et le texte alternatif de chacune.',
        example: '[{"src": "/media/product/1005/0.jpg", "alt": "Sandale Kodiak, vue de face"}]',
      },
      'data-width': {
        description:
          'Largeur des photos en pixels, pour leur réserver la place pendant le chargement.',
        example: '800',
      },
      'data-height': {
        description:
          'Hauteur des photos en pixels, pour leur réserver la place pendant le chargement.',
        example: '800',
      },
    },
  },
  'product-variations': {
    summary:
      'Choix de la variante (couleur, taille…), quantité, prix et bouton d’ajout au panier de la ' +
      'fiche produit.',
    attributes: {
      'data-product-id': {
        description: 'Le numéro du produit.',
        example: '1035',
      },
      'data-name': {
        description: 'Le nom du produit, envoyé avec la commande et affiché dans la confirmation.',
        example: 'Veste légère Summit',
      },
      'data-variant': {
        description:
          'La variante affichée en premier, telle que la boutique la décrit ; d’autres champs peuvent s’y ajouter.',
        example:
          '{"ProductId": 1035, "ProductVariantId": 103501, "SKU": "CR-17165-01", "CurrencyCode": "EUR", "UnitPriceTaxIncl": 139.95}',
      },
      'data-attributes': {
        description: 'Les caractéristiques à choisir (couleur, taille…) avec leurs valeurs.',
        example:
          '[{"ProductAttributeId": 2, "Value": "Taille", "VariationDisplayTypeValue": "Button", "ProductAttributeValuesViewModel": [{"ProductAttributeValueId": 213, "DisplayValue": "S", "IsUnavailable": false}]}]',
      },
      'data-quantity': {
        description: 'La règle de quantité : minimum, pas et maximum (0 pour aucun maximum).',
        example: '{"min": 1, "step": 1, "max": 10}',
      },
      'data-tracking': {
        description:
          'Les données du produit pour la mesure d’audience : identifiant, marque et catégorie.',
        example: '{"item_id": "1035", "item_brand": "Estrellino", "item_category": "Vestes"}',
      },
      'data-origin': {
        description: 'L’origine envoyée avec la commande, par exemple la page d’où vient l’ajout.',
        example: 'product-page',
      },
      'data-in-address': {
        description:
          'Écrit la variante choisie dans l’adresse de la page (?variant=) ; false dans un aperçu rapide.',
        example: 'false',
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
  'variant-fragment': {
    summary:
      'Bloc de la fiche produit qui se recharge quand le visiteur choisit une autre variante ' +
      '(stock, prix dégressifs, photos…).',
    attributes: {
      'data-src': {
        description:
          'Le chemin du bloc sous le chemin de l’application, sans barre oblique au début.',
        example: 'widget/catalog/StockByWarehouse',
      },
      'data-product-id': {
        description: 'Le numéro du produit.',
        example: '1035',
      },
      'data-product-variant-id': {
        description: 'Le numéro de la variante pour laquelle le bloc a été écrit.',
        example: '103501',
      },
      'data-params': {
        description:
          'Des paramètres fixes envoyés à chaque chargement : noms et valeurs (texte, nombre, true ou false).',
        example: '{"displayAllActiveWarehouses": false}',
      },
    },
  },
  'viewer-360': {
    summary:
      'Vue à 360° d’un produit : les images tournent seules, et le visiteur les fait tourner au ' +
      'doigt, à la souris ou au clavier.',
    attributes: {
      'data-src': {
        description:
          'L’adresse des images, où {frame} est remplacé par le numéro de chaque image (0, 1, 2…).',
        example: '/media/product/12/spin/{frame}.jpg',
      },
      'data-frames': {
        description: 'Le nombre d’images d’un tour complet (de 2 à 360).',
        example: '36',
      },
      'data-interval': {
        description: 'Délai entre deux images pendant la rotation automatique, en millisecondes.',
        example: '80',
      },
      'data-name': {
        description: 'Le nom du produit, qui donne son nom à la vue pour les lecteurs d’écran.',
        example: 'Sandale Kodiak',
      },
    },
  },
  'wishlist-button': {
    summary:
      'Bouton d’ajout à une liste d’envies ou de naissance : il ouvre le choix de la liste, ou la ' +
      'connexion pour un visiteur qui n’est pas connecté.',
    attributes: {
      'data-product-id': {
        description: 'Le numéro du produit.',
        example: '1001',
      },
      'data-product-variant-id': {
        description: 'Le numéro de la variante affichée.',
        example: '100101',
      },
      'data-kind': {
        description:
          'Les listes proposées : listes d’envies (wishlist) ou listes de naissance (birthlist).',
        example: 'birthlist',
      },
      'data-popup-url': {
        description:
          'Une autre adresse pour la fenêtre de choix de la liste ; le numéro de variante y est ajouté.',
        example: '/fr/catalog/wishlist/popup',
      },
      'data-item': {
        description:
          'Les données du produit pour la mesure d’audience, quand la réponse de la boutique n’en donne pas.',
        example: '{"item_name": "Sandale Kodiak", "item_id": "1005", "price": 49.95}',
      },
    },
  },
  'wishlist-count': {
    summary:
      'Lien de l’en-tête vers la liste d’envies, avec le nombre de produits, mis à jour après ' +
      'chaque ajout.',
    attributes: {
      'data-wishlist-url': {
        description:
          'Adresse de la page liste d’envies ; par défaut, celle de la langue de la page.',
        example: '/fr/catalog/wishlist/list',
      },
    },
  },
};
