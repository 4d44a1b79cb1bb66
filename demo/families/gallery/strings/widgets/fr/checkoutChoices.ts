import type { WidgetText } from '../../types';

/** fr: the checkout's choices (issue 12), and each of their attributes (see ../fr.ts). */
export const checkoutChoices: Record<string, WidgetText> = {
  'checkout-summary': {
    summary:
      'Le récapitulatif de la commande : lignes, frais de livraison, réduction, TVA, part payée par compte prépayé et reste à payer, rechargés et annoncés à chaque changement de la commande.',
    attributes: {
      'data-to-pay': {
        description: 'Reste à payer en euros (2 décimales), vérifié avant le paiement.',
        example: '42.50',
      },
      'data-url': {
        description:
          'Adresse du récapitulatif, rechargé quand la commande ou le panier change, depuis la langue de la page.',
        example: 'widget/checkoutsummary',
      },
    },
  },
  'prepaid-choice': {
    summary:
      'Le choix du compte prépayé à la commande : le choix est enregistré aussitôt et les totaux suivent ; en cas d’échec, le choix précédent revient et un message dit pourquoi.',
    attributes: {},
  },
  'payment-methods': {
    summary:
      'Le choix du moyen de paiement (virement ou carte) : affiche les informations du moyen choisi (compte et communication du virement), l’enregistre et le signale à GA4 ; rien à choisir quand un compte prépayé paie tout.',
    attributes: {},
  },
  'method-details': {
    summary:
      'Les fenêtres de détails des modes de livraison : elles s’ouvrent au survol, au focus et au clavier, restent tant que le pointeur est dessus et se ferment avec Échap.',
    attributes: {
      'data-close-delay': {
        description:
          'Millisecondes pendant lesquelles la fenêtre reste ouverte après que le pointeur a quitté le mode, le temps de l’atteindre.',
        example: '300',
      },
    },
  },
};
