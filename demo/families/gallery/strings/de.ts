import type { FamilyStrings } from '../../../shared/strings';
import type { GalleryPages } from './types';

/** What the gallery family says in German. */
export const de: FamilyStrings<GalleryPages> = {
  resources: {},
  pages: {
    gallery: {
      title: 'Widget-Galerie',
      intro:
        'Alle Widgets von Vitrine, jeweils mit ihren Attributen und einem funktionierenden ' +
        'Beispiel auf dieser Seite.',
      attribute: 'Attribut',
      type: 'Typ',
      default: 'Standardwert',
      required: 'Erforderlich',
      example: 'Beispiel',
      yes: 'Ja',
      no: 'Nein',
      none: 'keiner',
    },
  },
};
