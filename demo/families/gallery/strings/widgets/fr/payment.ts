import type { WidgetText } from '../../types';

/** fr: the card payment's widgets, and each of their attributes (see ../fr.ts). */
export const payment: Record<string, WidgetText> = {
  'payment-form': {
    summary:
      'Le formulaire de paiement par carte : il attend qu’une commande payée par carte soit passée (ou la commande indiquée), demande une session de paiement au serveur et y affiche le formulaire du prestataire de paiement. Un refus affiche un message et un bouton pour réessayer sur la même commande ; un paiement accepté mène à la confirmation.',
    attributes: {
      'data-order-id': {
        description:
          'Identifiant de la commande à payer tout de suite (page « payer à nouveau ») ; sans lui, le formulaire attend la commande passée.',
        example: 'Qx3k9T2mVb8',
      },
      'data-confirmation-url': {
        description:
          'Adresse de la confirmation d’une commande payée ; {orderId} y est remplacé par l’identifiant.',
        example: '/fr/checkout/confirmation/{orderId}',
      },
      'data-return-url': {
        description:
          'Adresse où revient le client après une étape de confirmation chez sa banque ; {orderId} y est remplacé.',
        example: '/fr/checkout/pay/{orderId}',
      },
    },
  },
  'payment-return': {
    summary:
      'Le retour d’une étape de confirmation du paiement (banque) : il transmet le résultat au prestataire de paiement, puis affiche la confirmation si le paiement est accepté, ou la page pour payer à nouveau s’il est refusé.',
    attributes: {
      'data-provider': {
        description: 'Nom du prestataire de paiement de la session.',
        example: 'demopay',
      },
      'data-session-id': {
        description: 'Identifiant de la session de paiement revenu dans l’adresse.',
        example: 'CSq1w2e3r4t5',
      },
      'data-redirect-result': {
        description: 'Résultat de l’étape de confirmation revenu dans l’adresse.',
        example: 'Zx9y8w7v6u',
      },
      'data-environment': {
        description: 'Environnement du prestataire (test ou production).',
        example: 'test',
      },
      'data-client-key': {
        description: 'Clé publique du prestataire pour cette boutique.',
        example: 'test_DEMOPAYVITRINE',
      },
      'data-paid-url': {
        description: 'Adresse affichée quand le paiement est accepté.',
        example: '/fr/checkout/confirmation/Qx3k9T2mVb8',
      },
      'data-refused-url': {
        description: 'Adresse affichée quand le paiement est refusé, pour payer à nouveau.',
        example: '/fr/checkout/pay/Qx3k9T2mVb8',
      },
    },
  },
};
