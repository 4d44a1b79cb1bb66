import type { FamilyStrings } from '../../../shared/strings';
import type { GalleryPages } from './types';
import { widgets } from './widgets/nl';

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
      description: 'Doel',
      type: 'Type',
      default: 'Standaardwaarde',
      required: 'Verplicht',
      exampleValue: 'Voorbeeldwaarde',
      example: 'Voorbeeld',
      yes: 'Ja',
      no: 'Nee',
      none: 'geen',
      empty: 'leeg',
      types: {
        text: 'tekst',
        number: 'getal',
        boolean: 'true of false',
        choice: 'naar keuze',
        list: 'JSON-lijst',
        object: 'JSON-object',
        value: 'waarde',
      },
      shape: {
        text: 'tekst',
        number: 'getal',
        value: 'waarde',
        optional: 'optioneel',
        name: 'naam',
      },
      code: 'Code van het voorbeeld',
      copy: 'Code kopiëren',
      copied: 'Code naar het klembord gekopieerd.',
      copyFailed:
        'De browser weigerde het kopiëren: de code is geselecteerd, kopieer hem met Ctrl+C (⌘+C op een Mac).',
    },
    widgets,
  },
};
