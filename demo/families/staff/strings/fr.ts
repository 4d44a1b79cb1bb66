import type { FamilyStrings } from '../../../shared/strings';
import type { StaffPages } from './types';

/** What the staff family says in French (the reference culture). */
export const fr: FamilyStrings<StaffPages> = {
  resources: {
    Sales: {
      CustomerSearchHint:
        'Tapez au moins {{count}} caractères : un nom, une adresse e-mail, un numéro de client.',
      Customers: 'Clients',
      CustomerCount_one: '{{count}} client trouvé',
      CustomerCount_other: '{{count}} clients trouvés',
      NoCustomerFound: 'Aucun client ne correspond à votre recherche.',
      CustomerSearchUnavailable:
        'La recherche de clients est momentanément indisponible. Veuillez réessayer.',
      CustomerSearchForbidden: 'Seuls les vendeurs peuvent rechercher et modifier les clients.',
      CustomerNotFound: 'Ce client n’existe plus.',
      CustomerNotSaved:
        'Les coordonnées du client n’ont pas été enregistrées : vérifiez les champs signalés.',
      CustomerFieldRequired: 'Ce champ est obligatoire.',
      CustomerEmailInvalid: 'Veuillez saisir une adresse e-mail valide.',
      CustomerEmailTaken: 'Cette adresse e-mail est déjà celle d’un autre client.',
      CustomerPhoneInvalid: 'Veuillez saisir un numéro de téléphone valide.',
      CustomerDetails: 'Coordonnées du client',
      CustomerId: 'Numéro de client',
      CustomerFirstName: 'Prénom',
      CustomerLastName: 'Nom',
      CustomerEmail: 'Adresse e-mail',
      CustomerPhone: 'Téléphone',
      CustomerAccountType: 'Type de compte',
      CustomerPrivate: 'Particulier',
      CustomerCompany: 'Professionnel',
      CustomerCompanyName: 'Raison sociale',
      CustomerSave: 'Enregistrer le client',
      CustomerSaved: 'Les coordonnées de {{name}} sont enregistrées.',
      CustomerChosen: 'Les coordonnées de {{name}} sont dans le formulaire ci-dessous.',
      CustomerChooseFirst: 'Choisissez un client dans la recherche pour modifier ses coordonnées.',
    },
  },
  pages: {
    editTitle: 'Modifier un client',
    editIntro:
      'Recherchez un client par son nom, son adresse e-mail ou son numéro, puis modifiez ses coordonnées.',
    backToAccount: 'Retour à mon compte',
    forbiddenTitle: 'Accès réservé aux vendeurs',
    forbiddenText:
      'Cette page est réservée aux vendeurs de la boutique. Votre compte ne permet pas de modifier les clients.',
  },
};
