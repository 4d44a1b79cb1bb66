import type { WidgetText } from '../../types';

/** fr: the checkout's order widgets (issue 12; see ../fr.ts). */
export const checkoutOrders: Record<string, WidgetText> = {
  'checkout-form': {
    summary:
      'Envoi du formulaire de commande : le formulaire est vérifié (erreurs annoncées en haut, première erreur mise en évidence), le montant à payer est recontrôlé juste avant, puis la commande est passée une seule fois ; ce qui a été saisi est gardé si la page se recharge.',
    attributes: {
      'data-to-pay': {
        description:
          'Montant à payer (EUR) affiché quand la page a été produite, si le récapitulatif ne le donne pas.',
        example: '59.9',
      },
      'data-texts': {
        description:
          'Les phrases dites par le formulaire (erreurs, envoi, nouveau total, échec, commande par carte), dans la langue de la page.',
        example:
          '{"invalid": "…", "placing": "…", "totalChanged": "… {total}", "failed": "…", "placedCard": "… {number}"}',
      },
      'data-begin-checkout': {
        description:
          'Données GA4 « begin_checkout » (articles, montant, devise, code promo), envoyées une fois par affichage.',
        example:
          '{"currency": "EUR", "value": 59.9, "items": [{"item_id": "1001", "item_name": "Vase", "quantity": 1}]}',
      },
      'data-draft-key': {
        description: 'Nom sous lequel le brouillon du formulaire est gardé pendant la visite.',
        example: 'vitrine:checkout-draft',
      },
      'data-skip': {
        description:
          'Champs que le brouillon ne reprend pas (choix déjà enregistrés par le serveur).',
        example: '["ShippingMethodId", "PrepaidAccountId"]',
      },
    },
  },
  'purchase-tracking': {
    summary:
      'Mesure GA4 de l’achat sur la page de confirmation, envoyée une seule fois par commande, même si la page est rechargée.',
    attributes: {
      'data-purchase': {
        description:
          'Données GA4 « purchase » : numéro de commande, montant, TVA, livraison, devise, code promo, articles.',
        example:
          '{"transaction_id": "VT-2026-001001", "value": 59.9, "tax": 10.4, "shipping": 5.95, "currency": "EUR", "items": [{"item_id": "1001", "item_name": "Vase", "quantity": 1}]}',
      },
      'data-storage-key': {
        description:
          'Nom sous lequel les numéros de commande déjà envoyés sont retenus dans le navigateur.',
        example: 'vitrine:purchases-sent',
      },
    },
  },
};
