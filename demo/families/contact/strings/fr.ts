import type { FamilyStrings } from '../../../shared/strings';
import type { ContactPages } from './types';

/**
 * What the contact family says in French (the reference culture: every other one has exactly the
 * same keys).
 */
export const fr: FamilyStrings<ContactPages> = {
  resources: {
    /** The form helpers (issue 15): date pickers and searchable selects. */
    Forms: {
      ChooseDate: 'Choisir une date',
      ChooseDateFor: 'Choisir une date : {{label}}',
      PreviousMonth: 'Mois précédent',
      NextMonth: 'Mois suivant',
      Unavailable: 'indisponible',
      OptionsFailed: 'La liste n’a pas pu être chargée. Réessayez dans un instant.',
      NoOptions: 'Aucun résultat',
      OptionCount_one: '{{count}} résultat',
      OptionCount_other: '{{count}} résultats',
      SearchHint: 'Tapez au moins {{count}} caractères, puis choisissez dans la liste.',
      FilterHint: 'Tapez pour filtrer la liste, puis choisissez.',
    },
  },
  pages: {
    contact: {
      title: 'Nous contacter',
      intro:
        'Notre service client vous répond du lundi au vendredi, de 9 h à 18 h. Vous recevez une ' +
        'réponse en moins de 24 heures.',
      name: 'Nom complet',
      email: 'Adresse e-mail',
      phone: 'Téléphone',
      subject: 'Objet',
      subjects: [
        'Une commande en cours',
        'Un retour ou un remboursement',
        'Un conseil sur un produit',
        'Autre demande',
      ],
      orderNumber: 'Numéro de commande',
      orderNumberHint: 'Il figure dans l’e-mail de confirmation, par exemple VT-123456.',
      message: 'Votre message',
      shop: 'Magasin à contacter',
      shopHint: 'Tapez le nom d’une ville, par exemple Liège.',
      subjectChoose: 'Choisissez un objet',
      shopUnknown: 'Choisissez un magasin dans la liste.',
      dateRange: 'Choisissez une date entre le {{first}} et le {{last}}.',
      subjectUnknown: 'Choisissez un objet dans la liste.',
      preferredDate: 'Date de rappel souhaitée',
      website: 'Site web',
      consent: 'J’accepte que mes données soient utilisées pour traiter ma demande.',
      send: 'Envoyer',
      sent: 'Merci ! Votre message a bien été envoyé. Nous vous répondons sous 24 heures.',
      newsletterTitle: 'Lettre d’information',
      newsletterIntro: 'Nouveautés, conseils et offres réservées aux abonnés, une fois par mois.',
      newsletterEmail: 'Votre adresse e-mail',
      newsletterSubmit: 'S’abonner',
      newsletterDone: 'Merci ! Un e-mail de confirmation a été envoyé à {{email}}.',
    },
  },
};
