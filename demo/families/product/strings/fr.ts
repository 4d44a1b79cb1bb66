import type { FamilyStrings } from '../../../shared/strings';

/**
 * What the product family says in French (the reference culture: every other one has exactly the
 * same keys).
 */
export const fr: FamilyStrings = {
  resources: {
    Catalog: {
      InsteadOf: 'au lieu de',
      AddToCart: 'Ajouter au panier',
      InStock: 'En stock',
      OutOfStock: 'En rupture de stock',
      LowStock_one: 'Plus que {{count}} en stock',
      LowStock_other: 'Plus que {{count}} en stock',
      StockByWarehouse: 'Disponibilité par entrepôt',
      NotifyWhenBackInStock: 'M’avertir du retour en stock',
      PriceTaxIncl: 'TTC',
      PriceTaxExcl: 'HT',
      DegressivePrice: 'Prix dégressifs',
      Sku: 'Référence',
      Unavailable: 'Actuellement indisponible',
      AssociatedProducts: 'Vous aimerez aussi',
      Zoom: 'Agrandir l’image',
      RotateView: 'Vue à 360°',
      PauseRotation: 'Mettre la rotation en pause',
      PlayRotation: 'Lancer la rotation',
      Gallery: 'Galerie photos',
      Thumbnail: 'Image {{index}}',
      QuantityCorrected: 'Quantité ajustée à {{value}}',
      AddToCartFailed: 'Le produit n’a pas pu être ajouté au panier. Veuillez réessayer.',
      VariantUnavailable: 'Cette combinaison n’existe pas.',
      ChooseQuantity: 'Veuillez choisir une quantité valide.',
      VariationFailed: 'Cette option n’a pas pu être chargée. Veuillez réessayer.',
      TotalPrice: 'Total : {{amount}}',
      SoldBy: 'Vendu par multiple de {{step}}',
      MinimumQuantity: 'Minimum {{min}}',
      MaximumQuantity: 'Maximum {{max}}',
      PhotoAlt: '{{name}}, vue {{index}} sur {{count}}',
      PhotoCounter: 'Photo {{index}} sur {{count}}',
      PhotosOf: 'Photos : {{name}}',
      PreviousPhoto: 'Photo précédente',
      NextPhoto: 'Photo suivante',
      ImageUnavailable: 'Image indisponible',
      SpinOf: 'Vue à 360° : {{name}}',
      SpinFrame: 'Vue {{index}} sur {{count}}',
      SpinHelp:
        'Faites glisser l’image ou utilisez les flèches gauche et droite pour faire tourner le ' +
        'produit.',
      SpinUnavailable: 'La vue à 360° n’a pas pu être chargée.',
      ShareProduct: 'Partager ce produit',
      ShareByEmail: 'Envoyer par e-mail',
      CopyLinkFailed:
        'Le lien n’a pas pu être copié. Copiez ' + 'l’adresse dans la barre du navigateur.',
      ProductPageBreadcrumb: 'Fil d’Ariane',
      ProductPageDescription: 'Description',
      StockAvailableIn: 'Disponible dans\u00a0:',
      StockAllWarehouses: 'Voir la disponibilité dans tous nos entrepôts',
      StockWarehouse: 'Entrepôt',
      StockAvailability: 'Disponibilité',
      StockUnits_one: '{{count}} disponible',
      StockUnits_other: '{{count}} disponibles',
      DegressiveQuantity: 'Quantité',
      DegressiveFrom: 'Dès {{quantity}}',
      DegressiveUnitPrice: 'Prix unitaire TTC',
      DegressiveSaving: 'Économie',
      StockNotifyIntro:
        'Indiquez votre adresse e-mail\u00a0: nous vous écrirons dès que «\u00a0{{name}}\u00a0» ' +
        'sera de nouveau en stock.',
      StockNotifyEmail: 'Votre adresse e-mail',
      StockNotifySubmit: 'M’avertir',
      StockNotifyDone:
        'Merci\u00a0! Nous vous écrirons à {{email}} dès que «\u00a0{{name}}\u00a0» sera de ' +
        'nouveau en stock.',
      OrderNotPossible: 'Ce produit ne peut pas être commandé.',
      OrderOutOfStock: 'Ce produit est en rupture de stock\u00a0: il ne peut pas être commandé.',
      OrderQuantityMin: 'Ce produit se commande par {{min}} pièces au moins.',
      OrderQuantityStep: 'Ce produit se commande par multiples de {{step}}.',
      OrderQuantityMax: 'Vous pouvez commander au plus {{max}} pièces de ce produit.',
      OrderStockExceeded_one: 'Il ne reste que {{count}} pièce en stock.',
      OrderStockExceeded_other: 'Il ne reste que {{count}} pièces en stock.',
    },
  },
  pages: {},
};
