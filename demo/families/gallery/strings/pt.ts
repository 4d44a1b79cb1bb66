import type { FamilyStrings } from '../../../shared/strings';
import type { GalleryPages } from './types';

/** What the gallery family says in Portuguese. */
export const pt: FamilyStrings<GalleryPages> = {
  resources: {},
  pages: {
    gallery: {
      title: 'Galeria de widgets',
      intro:
        'Todos os widgets da Vitrine, cada um com os seus atributos e um exemplo a funcionar ' +
        'nesta página.',
      attribute: 'Atributo',
      type: 'Tipo',
      default: 'Valor predefinido',
      required: 'Obrigatório',
      example: 'Exemplo',
      yes: 'Sim',
      no: 'Não',
      none: 'nenhum',
    },
  },
};
