import type { WidgetText } from '../../types';

/** fr: the customer's order widgets (issue 13; see ../fr.ts). */
export const salesOrders: Record<string, WidgetText> = {
  'change-delivery-address': {
    summary:
      'Bouton « Modifier l’adresse de livraison » d’une commande : une fenêtre avec l’adresse de livraison, envoyée au serveur ; ensuite le bouton est désactivé et indique « Modification demandée ».',
    attributes: {
      'data-order-id': {
        description: 'Identifiant de la commande envoyé avec la demande.',
        example: 'past-03',
      },
      'data-order-number': {
        description: 'Numéro de commande lu par le client, cité dans la fenêtre.',
        example: 'VT-2026-000826',
      },
      'data-requested': {
        description:
          'Une modification est déjà en cours : le bouton est désactivé dès l’affichage.',
        example: 'false',
      },
      'data-countries': {
        description: 'Pays proposés (codes ISO), nommés dans la langue de la page.',
        example: '["BE", "FR", "NL"]',
      },
      'data-address': {
        description: 'Adresse de livraison actuelle, qui préremplit le formulaire.',
        example:
          '{"FirstName": "Camille", "LastName": "Martin", "Street1": "Rue de la Loi", "HouseNumber": "16", "BoxNumber": "", "PostalCode": "1000", "City": "Bruxelles", "CountryCode": "BE"}',
      },
    },
  },
  reorder: {
    summary:
      'Bouton « Commander à nouveau » : remet chaque article de la commande dans le panier, met à jour le panier de l’en-tête et signale un article qui n’est plus vendu.',
    attributes: {
      'data-order-id': {
        description: 'Identifiant de la commande envoyé avec la demande.',
        example: 'past-05',
      },
      'data-currency-code': { description: 'Devise de la commande (code ISO).', example: 'EUR' },
      'data-item-origin': {
        description: 'Origine des articles envoyée au serveur.',
        example: 'Catalog',
      },
      'data-basket-url': {
        description: 'Adresse de la page panier, proposée en lien après l’ajout.',
        example: '/fr/shoppingcarts',
      },
      'data-lines': {
        description:
          'Articles de la commande : nom, quantité, prix unitaire, identifiant de la variante.',
        example: '[{"name": "Lampe", "quantity": 2, "price": 39.9, "itemKey": "100101"}]',
      },
    },
  },
  'refund-request': {
    summary:
      'Formulaire de demande de remboursement : une quantité par article, le montant remboursé par ligne et le total qui suivent les choix, un motif ; la demande est envoyée puis son état affiché.',
    attributes: {
      'data-order-id': {
        description: 'Identifiant de la commande envoyé avec la demande.',
        example: 'past-09',
      },
      'data-order-number': {
        description: 'Numéro de commande, aussi envoyé à GA4 avec l’événement « refund ».',
        example: 'VT-2026-000604',
      },
      'data-currency': { description: 'Devise des montants (code ISO).', example: 'EUR' },
      'data-lines': {
        description:
          'Articles achetés : identifiant de la variante, nom, référence, quantité achetée, prix unitaire TTC.',
        example:
          '[{"productVariantId": 100101, "name": "Lampe", "sku": "LT-01", "quantity": 2, "unitPrice": 39.9}]',
      },
    },
  },
};
