import type { WidgetText } from '../../types';

/** fr: le compte prépayé (issue 13), and each of its widgets' attributes (see ../fr.ts). */
export const prepaid: Record<string, WidgetText> = {
  'prepaid-notification': {
    summary:
      'L’avis d’utilisation d’un compte prépayé : la case est enregistrée dès qu’on la coche ou la décoche, avec une confirmation ; en cas d’échec, elle revient à ce qui est enregistré et un message le dit.',
    attributes: {
      'data-prepaid-account-id': {
        description: 'Le numéro du compte prépayé (PrepaidAccountId) dont on règle l’avis.',
        example: '7002',
      },
      'data-is-activated': {
        description: 'Ce que le serveur a enregistré : true si l’avis est actif, false sinon.',
        example: 'true',
      },
    },
  },
  'prepaid-add-to-cart': {
    summary:
      'L’achat de crédit prépayé : le compte à créditer (ou un nouveau compte) et le montant, ajoutés au panier ; sans montant, un message demande une quantité et rien n’est envoyé. Le panier de l’en-tête suit.',
    attributes: {},
  },
  'prepaid-payment': {
    summary:
      'Le paiement d’une commande en attente de virement avec un compte prépayé : le compte choisi paie ce qu’il peut, puis retour à la commande avec un message ; le reste éventuel reste à payer par virement.',
    attributes: {
      'data-order-id': {
        description: 'L’identifiant de la commande à payer (celui de l’adresse de sa page).',
        example: 'a1b2c3d4',
      },
    },
  },
};
