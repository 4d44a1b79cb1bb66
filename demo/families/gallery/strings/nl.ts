import type { FamilyStrings } from '../../../shared/strings';
import type { GalleryPages } from './types';

/** What the gallery family says in Dutch. */
export const nl: FamilyStrings<GalleryPages> = {
  resources: {},
  pages: {
    gallery: {
      title: 'Widgetgalerij',
      intro:
        'Alle widgets van Vitrine, elk met zijn attributen en een werkend voorbeeld op deze ' +
        'pagina.',
      attribute: 'Attribuut',
      type: 'Type',
      default: 'Standaardwaarde',
      required: 'Verplicht',
      example: 'Voorbeeld',
      yes: 'Ja',
      no: 'Nee',
      none: 'geen',
    },
  },
};
