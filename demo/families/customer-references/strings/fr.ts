import type { FamilyStrings } from '../../../shared/strings';

/**
 * What the customer-references family says in French (the reference culture: every other one has
 * exactly the same keys).
 */
export const fr: FamilyStrings = {
  resources: {
    Catalog: {
      CustomerRefUpdateError: 'Votre référence n’a pas pu être enregistrée. Veuillez réessayer.',
      ReferenceSearchTitle: 'Recherche par référence',
      ReferenceSearchLabel: 'Rechercher un produit par votre référence',
      ReferenceSearchHint: 'Saisissez au moins {{count}} caractères, par exemple CR-12345.',
      References: 'Références',
      ReferenceCount_one: '{{count}} référence',
      ReferenceCount_other: '{{count}} références',
      NoReferenceFound: 'Aucune référence ne correspond à votre saisie.',
      ReferenceSearchUnavailable:
        'La recherche par référence est momentanément ' + 'indisponible. Veuillez réessayer.',
      MoreResults: 'Plus de résultats',
      CustomerReference: 'Votre référence',
      CustomerReferenceHint: 'Votre propre code pour ce produit, pour le retrouver plus vite.',
      CustomerReferenceSaved: 'Votre référence a été enregistrée.',
      CustomerReferenceRemoved: 'Votre référence a été supprimée.',
      CustomerReferenceTooLong: 'Votre référence ne peut pas dépasser {{max}} caractères.',
      CustomerReferenceSignIn:
        'Connectez-vous pour enregistrer votre ' + 'propre référence pour ce produit.',
    },
  },
  pages: {},
};
