/** A two-attribute product as the demo answers it (docs/decisions/012), for the unit tests. */
import type { Variation } from '../../../src/api/product';

export const strings = {
  Core: {
    Unavailable: 'indisponible',
    ChooseOption: 'Choisissez',
    DecreaseQuantity: 'Diminuer la quantité',
    IncreaseQuantity: 'Augmenter la quantité',
    Close: 'Fermer',
  },
  Catalog: {
    AddToCart: 'Ajouter au panier',
    AddToCartFailed: 'Ajout impossible.',
    VariantUnavailable: 'Combinaison inexistante.',
    ChooseQuantity: 'Quantité invalide.',
    VariationFailed: 'Option non chargée.',
    TotalPrice: 'Total : {{amount}}',
    SoldBy: 'Par {{step}}',
    MinimumQuantity: 'Minimum {{min}}',
    MaximumQuantity: 'Maximum {{max}}',
    QuantityCorrected: 'Quantité ajustée à {{value}}',
    InStock: 'En stock',
    OutOfStock: 'En rupture de stock',
    LowStock_one: 'Plus que {{count}}',
    LowStock_other: 'Plus que {{count}}',
    PriceTaxIncl: 'TTC',
    Sku: 'Référence',
    InsteadOf: 'au lieu de',
  },
  ShoppingCarts: {
    Quantity: 'Quantité',
    UnitPrice: 'Prix unitaire',
    AddedToBasket: 'Ajouté à votre panier',
    ContinueShopping: 'Continuer mes achats',
    GoToBasket: 'Voir mon panier',
    Basket: 'Panier',
    ItemsCount_one: '{{count}} article',
    ItemsCount_other: '{{count}} articles',
    TotalTaxIncl: 'Total TTC',
    TotalTaxExcl: 'Total HT',
  },
};

/** Colour (Square: Rouge 3, Bleu 4, Vert 5 unavailable with M) × size (Button: S 41, M 42). */
export function variation(
  colour: number,
  size: number,
  overrides: Partial<Variation['ProductVariantViewModel']> = {},
): Variation {
  return {
    ProductVariantViewModel: {
      ProductId: 12,
      ProductVariantId: 1200 + colour * 10 + (size - 40),
      SKU: `SKU-${colour}-${size}`,
      CurrencyCode: 'EUR',
      UnitPriceTaxIncl: 20 + colour + (size - 41),
      UnitPriceTaxExcl: 16,
      StockQuantity: 9,
      IsUnavailable: false,
      VariantValueId1: colour,
      VariantValueId2: size,
      ...overrides,
    },
    ProductVariantAttributesViewModel: [
      {
        ProductAttributeId: 1,
        Value: 'Couleur',
        VariationDisplayTypeValue: 'Square',
        ProductAttributeValuesViewModel: [
          {
            ProductAttributeValueId: 3,
            DisplayValue: 'Rouge',
            IsUnavailable: false,
            ColorCode1: '#c0392b',
          },
          {
            ProductAttributeValueId: 4,
            DisplayValue: 'Bleu',
            IsUnavailable: false,
            ColorCode1: '#1f4e99',
            ColorCode2: '#ffffff',
          },
          {
            ProductAttributeValueId: 5,
            DisplayValue: 'Vert',
            IsUnavailable: size === 42,
            ColorCode1: '#2e7d32',
          },
        ],
      },
      {
        ProductAttributeId: 2,
        Value: 'Taille',
        VariationDisplayTypeValue: 'Button',
        ProductAttributeValuesViewModel: [
          { ProductAttributeValueId: 41, DisplayValue: 'S', IsUnavailable: false },
          { ProductAttributeValueId: 42, DisplayValue: 'M', IsUnavailable: colour === 5 },
        ],
      },
    ],
  };
}

export const basketAnswer = {
  ItemsCount: 3,
  AmountTaxInclHtml: '75,00 €',
  AmountTaxExclHtml: '61,98 €',
};
