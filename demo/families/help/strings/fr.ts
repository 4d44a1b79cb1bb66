import type { FamilyStrings } from '../../../shared/strings';
import type { HelpPages } from './types';

/** What the help family says in French. */
export const fr: FamilyStrings<HelpPages> = {
  resources: {},
  pages: {
    faq: {
      title: 'Questions fréquentes',
      intro: 'Les réponses aux questions que nos clients nous posent le plus souvent.',
      more: 'Vous ne trouvez pas votre réponse ?',
      contact: 'Contactez-nous',
      questions: [
        {
          question: 'Quel est le délai de livraison ?',
          answer:
            'Deux à quatre jours ouvrables en Belgique, en France et aux Pays-Bas ; trois à six jours ailleurs en Europe.',
        },
        {
          question: 'Combien coûte la livraison ?',
          answer:
            'La livraison est gratuite dès 50 € d’achat. En dessous, elle coûte 4,95 € à domicile et 2,95 € en point relais.',
        },
        {
          question: 'Puis-je retourner un article ?',
          answer:
            'Oui, dans les 30 jours suivant la livraison, dans son emballage d’origine. Demandez le retour depuis votre compte, rubrique Commandes.',
        },
        {
          question: 'Quand suis-je remboursé ?',
          answer:
            'Dans les cinq jours ouvrables après la réception de votre retour, sur le moyen de paiement utilisé pour la commande.',
        },
        {
          question: 'Quels moyens de paiement acceptez-vous ?',
          answer:
            'Les cartes Visa, Mastercard et American Express, Bancontact, iDEAL et le virement bancaire.',
        },
        {
          question: 'Puis-je modifier ma commande ?',
          answer:
            'Tant qu’elle n’est pas préparée, vous pouvez changer l’adresse de livraison depuis votre compte. Pour le reste, contactez-nous.',
        },
        {
          question: 'Un article est épuisé : sera-t-il réapprovisionné ?',
          answer:
            'Le plus souvent, oui. Sur la fiche du produit, demandez à être averti par e-mail dès son retour en stock.',
        },
        {
          question: 'Dois-je créer un compte pour commander ?',
          answer:
            'Non, vous pouvez commander sans compte. Un compte vous permet de suivre vos commandes et d’enregistrer vos adresses.',
        },
        {
          question: 'Puis-je retirer ma commande en magasin ?',
          answer:
            'Oui, choisissez le retrait en magasin au moment de la livraison : c’est gratuit et prêt en deux heures.',
        },
      ],
    },
  },
};
