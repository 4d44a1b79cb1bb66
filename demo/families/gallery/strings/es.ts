import type { FamilyStrings } from '../../../shared/strings';
import type { GalleryPages } from './types';
import { widgets } from './widgets/es';

/** What the gallery family says in Spanish. */
export const es: FamilyStrings<GalleryPages> = {
  resources: {},
  pages: {
    gallery: {
      title: 'Galería de widgets',
      intro:
        'Todos los widgets de Vitrine, cada uno con sus atributos y un ejemplo en ' +
        'funcionamiento en esta página.',
      attribute: 'Atributo',
      description: 'Función',
      type: 'Tipo',
      default: 'Valor predeterminado',
      required: 'Obligatorio',
      exampleValue: 'Valor de ejemplo',
      example: 'Ejemplo',
      yes: 'Sí',
      no: 'No',
      none: 'ninguno',
      empty: 'vacío',
      types: {
        text: 'texto',
        number: 'número',
        boolean: 'true o false',
        choice: 'a elegir',
        list: 'lista JSON',
        object: 'objeto JSON',
        value: 'valor',
      },
      shape: {
        text: 'texto',
        number: 'número',
        value: 'valor',
        optional: 'opcional',
        name: 'nombre',
      },
      code: 'Código del ejemplo',
      copy: 'Copiar el código',
      copied: 'Código copiado en el portapapeles.',
      copyFailed:
        'El navegador ha rechazado la copia: el código está seleccionado, cópielo con Ctrl+C (⌘+C en Mac).',
    },
    widgets,
  },
};
