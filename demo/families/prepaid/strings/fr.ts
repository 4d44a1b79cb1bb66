import type { FamilyStrings } from '../../../shared/strings';

/**
 * What the prepaid family says in French (the reference culture: every other one has exactly
 * the same keys). Its keys sit in the Sales group (spec 001 §8), all prefixed `Prepaid`.
 */
export const fr: FamilyStrings = {
  resources: {
    Sales: {
      PrepaidAccounts: 'Mes comptes prépayés',
      PrepaidAccountName: '{{name}} n° {{id}}',
      PrepaidNoAccount: 'Vous n’avez pas encore de compte prépayé.',
      PrepaidBuyFirst: 'Acheter un compte prépayé',
      PrepaidBuyTitle: 'Acheter du crédit prépayé',
      PrepaidBuyMore: 'Recharger ce compte',
      PrepaidBackToAccounts: 'Retour à mes comptes prépayés',
      PrepaidMovements: 'Mouvements',
      PrepaidDate: 'Date',
      PrepaidDescription: 'Libellé',
      PrepaidAmount: 'Montant',
      PrepaidBalanceAfter: 'Solde après',
      PrepaidMovement_opening: 'Ouverture du compte',
      PrepaidMovement_topup: 'Rechargement',
      PrepaidMovement_purchase: 'Achat en magasin',
      PrepaidMovement_order: 'Commande {{reference}}',
      PrepaidMovement_payment: 'Paiement de la commande {{reference}}',
      PrepaidPageOf: 'Page {{page}} sur {{pages}}',
      PrepaidPagination: 'Pages des mouvements',
      PrepaidPrevious: 'Page précédente',
      PrepaidNext: 'Page suivante',
      PrepaidNotificationOn: 'C’est noté : vous serez prévenu à chaque utilisation de ce compte.',
      PrepaidNotificationOff:
        'C’est noté : vous ne serez plus prévenu des utilisations de ce compte.',
      PrepaidNotificationNotSaved:
        'Votre choix n’a pas pu être enregistré ; la case montre de nouveau le réglage enregistré.',
      PrepaidUnknownAccount: 'Ce compte prépayé n’est pas le vôtre ou n’existe plus.',
      PrepaidBuyFor: 'Compte à créditer',
      PrepaidNewAccount: 'Un nouveau compte prépayé',
      PrepaidAmountToAdd: 'Montant à ajouter (en euros)',
      PrepaidAmountHint: 'Un montant entier de {{min}} à {{max}} €.',
      PrepaidAmountInvalid: 'Indiquez un montant entier de {{min}} à {{max}} €.',
      PrepaidAddToCart: 'Ajouter au panier',
      PrepaidAdded: 'Le crédit prépayé a été ajouté à votre panier.',
      PrepaidAddFailed: 'Le crédit n’a pas pu être ajouté à votre panier. Veuillez réessayer.',
      PrepaidMakePayment: 'Payer avec un compte prépayé',
      PrepaidAmountDue: 'Reste à payer',
      PrepaidChooseAccount: 'Choisissez le compte prépayé qui paie',
      PrepaidPartial: 'Ce compte paiera {{paid}} ; {{due}} resteront à payer par virement.',
      PrepaidPay: 'Payer',
      PrepaidPaidFull: 'La commande {{number}} est payée.',
      PrepaidPaidPart: '{{paid}} payés sur la commande {{number}} ; reste à payer : {{due}}.',
      PrepaidPayFailed: 'Le paiement n’a pas pu être effectué. Veuillez réessayer.',
      PrepaidNothingToPay: 'Cette commande n’attend aucun paiement.',
      PrepaidNoAccountToPay: 'Aucun de vos comptes prépayés n’a de solde disponible.',
      PrepaidNoBalance: 'Ce compte prépayé n’a plus de solde.',
      PrepaidUnknownOrder: 'Cette commande n’est pas la vôtre ou n’existe plus.',
      PrepaidCartLine: 'Crédit prépayé',
      PrepaidCartFor: 'Pour le compte n° {{id}}',
      PrepaidBackToOrder: 'Retour à la commande',
    },
  },
  pages: {},
};
