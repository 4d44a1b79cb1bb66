import type { FamilyStrings } from '../../../shared/strings';

/**
 * What the cart family says in French (the reference culture: every other one has exactly the same
 * keys).
 */
export const fr: FamilyStrings = {
  resources: {
    ShoppingCarts: {
      Basket: 'Panier',
      BasketSummaryLabel_one: 'Panier : {{count}} article, {{amount}}',
      BasketSummaryLabel_other: 'Panier : {{count}} articles, {{amount}}',
      ItemsCount_one: '{{count}} article',
      ItemsCount_other: '{{count}} articles',
      Subtotal: 'Sous-total',
      ShippingCost: 'Frais de livraison',
      Free: 'Gratuit',
      TotalTaxIncl: 'Total TTC',
      TotalTaxExcl: 'Total HT',
      EmptyBasket: 'Votre panier est vide.',
      BrowseCatalog: 'Découvrir le catalogue',
      GoToBasket: 'Voir mon panier',
      ContinueShopping: 'Continuer mes achats',
      AddedToBasket: 'Ajouté à votre panier',
      SummaryUnavailable: 'Le récapitulatif de votre panier est momentanément indisponible.',
      NoCityFound: 'Aucune ville ne correspond à ce code postal.',
      Quantity: 'Quantité',
      UnitPrice: 'Prix unitaire',
      Total: 'Total',
      Remove: 'Retirer',
      Coupon: 'Code promo',
      ApplyCoupon: 'Appliquer',
      RemoveCoupon: 'Retirer le code promo',
      CouponValid: 'Votre code promo a bien été appliqué.',
      NoCouponAvailable: 'Ce code promo n’est pas valable.',
      MyCoupons: 'Mes codes promo',
      ShippingCountry: 'Pays de livraison',
      ShippingMethod: 'Mode de livraison',
      PickupPoint: 'Point relais',
      ChoosePickupPoint: 'Choisir un point relais',
      PostalCode: 'Code postal',
      City: 'Ville',
      BillingAddress: 'Adresse de facturation',
      ShippingAddress: 'Adresse de livraison',
      SameAddressForShipping: 'Livrer à l’adresse de facturation',
      VatNumber: 'Numéro de TVA intracommunautaire',
      VatInvalid: 'Ce numéro de TVA n’est pas valide.',
      PaymentMethod: 'Moyen de paiement',
      Checkout: 'Passer commande',
      PlaceOrder: 'Valider et payer',
    },
  },
  pages: {},
};
