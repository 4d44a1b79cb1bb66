import type { FamilyStrings } from '../../../shared/strings';
import type { GalleryPages } from './types';
import { widgets } from './widgets/it';

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
      description: 'Scopo',
      type: 'Tipo',
      default: 'Valore predefinito',
      required: 'Obbligatorio',
      exampleValue: 'Valore di esempio',
      example: 'Esempio',
      yes: 'Sì',
      no: 'No',
      none: 'nessuno',
      empty: 'vuoto',
      types: {
        text: 'testo',
        number: 'numero',
        boolean: 'true o false',
        choice: 'a scelta',
        list: 'elenco JSON',
        object: 'oggetto JSON',
        value: 'valore',
      },
      shape: {
        text: 'testo',
        number: 'numero',
        value: 'valore',
        optional: 'facoltativo',
        name: 'nome',
      },
      code: 'Codice dell’esempio',
      copy: 'Copia il codice',
      copied: 'Codice copiato negli appunti.',
      copyFailed:
        'Il browser ha rifiutato la copia: il codice è selezionato, copiatelo con Ctrl+C (⌘+C su Mac).',
    },
    widgets,
  },
};
