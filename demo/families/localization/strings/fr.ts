import type { FamilyStrings } from '../../../shared/strings';

/**
 * What the localization family says in French (the reference culture: every other one has exactly
 * the same keys).
 */
export const fr: FamilyStrings = {
  resources: {
    Currency: {
      Currency: 'Devise',
      ChangeCurrency: 'Changer de devise',
      ConfirmChange:
        'Votre panier contient déjà des articles. Si vous changez de devise, leurs prix seront ' +
        'recalculés dans la nouvelle devise. Voulez-vous continuer ?',
      Force: 'Changer quand même',
      ChangeError: 'Le changement de devise n’a pas pu être effectué. Veuillez réessayer.',
      Country: 'Pays',
      ChangeCountry: 'Changer de pays',
    },
  },
  pages: {},
};
