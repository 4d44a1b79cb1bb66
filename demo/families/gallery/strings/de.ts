import type { FamilyStrings } from '../../../shared/strings';
import type { GalleryPages } from './types';
import { widgets } from './widgets/de';

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
      description: 'Zweck',
      type: 'Typ',
      default: 'Standardwert',
      required: 'Erforderlich',
      exampleValue: 'Beispielwert',
      example: 'Beispiel',
      yes: 'Ja',
      no: 'Nein',
      none: 'keiner',
      empty: 'leer',
      types: {
        text: 'Text',
        number: 'Zahl',
        boolean: 'true oder false',
        choice: 'zur Auswahl',
        list: 'JSON-Liste',
        object: 'JSON-Objekt',
        value: 'Wert',
      },
      shape: {
        text: 'Text',
        number: 'Zahl',
        value: 'Wert',
        optional: 'optional',
        name: 'Name',
      },
      code: 'Code des Beispiels',
      copy: 'Code kopieren',
      copied: 'Code in die Zwischenablage kopiert.',
      copyFailed:
        'Der Browser hat das Kopieren verweigert: Der Code ist markiert, kopieren Sie ihn mit Strg+C (⌘+C auf dem Mac).',
    },
    widgets,
  },
};
