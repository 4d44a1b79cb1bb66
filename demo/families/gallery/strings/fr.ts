import type { FamilyStrings } from '../../../shared/strings';
import type { GalleryPages } from './types';

/**
 * What the gallery family says in French (the reference culture: every other one has exactly the
 * same keys).
 */
export const fr: FamilyStrings<GalleryPages> = {
  resources: {},
  pages: {
    gallery: {
      title: 'Galerie des widgets',
      intro:
        'Tous les widgets de Vitrine, chacun présenté avec ses attributs et un exemple en ' +
        'fonctionnement sur cette page.',
      attribute: 'Attribut',
      type: 'Type',
      default: 'Valeur par défaut',
      required: 'Obligatoire',
      example: 'Exemple',
      yes: 'Oui',
      no: 'Non',
      none: 'aucune',
    },
  },
};
