import type { FamilyStrings } from '../../../shared/strings';

/** What the localization family says in Portuguese. */
export const pt: FamilyStrings = {
  resources: {
    Currency: {
      Currency: 'Moeda',
      ChangeCurrency: 'Mudar de moeda',
      ConfirmChange:
        'O seu carrinho já contém artigos. Se mudar de moeda, os preços serão recalculados na ' +
        'nova moeda. Pretende continuar?',
      Force: 'Mudar mesmo assim',
      ChangeError: 'Não foi possível mudar de moeda. Tente novamente.',
      Country: 'País',
      ChangeCountry: 'Mudar de país',
    },
  },
  pages: {},
};
