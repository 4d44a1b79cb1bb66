import type { FamilyStrings } from '../../../shared/strings';

/** What the localization family says in Spanish. */
export const es: FamilyStrings = {
  resources: {
    Currency: {
      Currency: 'Moneda',
      ChangeCurrency: 'Cambiar de moneda',
      ConfirmChange:
        'Su cesta ya contiene artículos. Si cambia de moneda, sus precios se recalcularán en la ' +
        'nueva moneda. ¿Desea continuar?',
      Force: 'Cambiar de todos modos',
      ChangeError: 'No se ha podido cambiar la moneda. Inténtelo de nuevo.',
      Country: 'País',
      ChangeCountry: 'Cambiar de país',
    },
  },
  pages: {},
};
