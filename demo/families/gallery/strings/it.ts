import type { FamilyStrings } from '../../../shared/strings';
import type { GalleryPages } from './types';

/** What the gallery family says in Italian. */
export const it: FamilyStrings<GalleryPages> = {
  resources: {},
  pages: {
    gallery: {
      title: 'Galleria dei widget',
      intro:
        'Tutti i widget di Vitrine, ciascuno con i suoi attributi e un esempio funzionante in ' +
        'questa pagina.',
      attribute: 'Attributo',
      type: 'Tipo',
      default: 'Valore predefinito',
      required: 'Obbligatorio',
      example: 'Esempio',
      yes: 'Sì',
      no: 'No',
      none: 'nessuno',
    },
  },
};
