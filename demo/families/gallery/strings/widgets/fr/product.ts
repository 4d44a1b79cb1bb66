import type { WidgetText } from '../../types';

/** fr: the product page’s and wishlist widgets, and each of their attributes (see ../fr.ts). */
export const product: Record<string, WidgetText> = {
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
      'data-prefetch': {
        description:
          'Mettez false pour un visiteur qui n’est pas connecté : la page des listes n’est alors pas préchargée au survol.',
        example: 'false',
      },
    },
  },
  'wishlist-page': {
    summary:
      'Page des listes d’envies et de naissance du client : choisir une liste affiche ses produits sans recharger la page ; on y change les quantités souhaitées, ajoute au panier, retire un produit, renomme, décrit, supprime la liste ou la commande entière.',
    attributes: {
      'data-list-item-url': {
        description:
          'Une autre adresse pour les produits d’une liste ; le numéro de la liste y est ajouté.',
        example: '/fr/catalog/wishlist/list_item',
      },
    },
  },
};
