import type { FamilyStrings } from '../../../shared/strings';
import type { GalleryPages } from './types';

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
      type: 'Tipo',
      default: 'Valor predeterminado',
      required: 'Obligatorio',
      example: 'Ejemplo',
      yes: 'Sí',
      no: 'No',
      none: 'ninguno',
    },
  },
};
