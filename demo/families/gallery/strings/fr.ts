import type { FamilyStrings } from '../../../shared/strings';
import type { GalleryPages } from './types';
import { widgets } from './widgets/fr';

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
      description: 'Rôle',
      type: 'Type',
      default: 'Valeur par défaut',
      required: 'Obligatoire',
      exampleValue: 'Exemple de valeur',
      example: 'Exemple',
      yes: 'Oui',
      no: 'Non',
      none: 'aucune',
      empty: 'vide',
      types: {
        text: 'texte',
        number: 'nombre',
        boolean: 'true ou false',
        choice: 'au choix',
        list: 'liste JSON',
        object: 'objet JSON',
        value: 'valeur',
      },
      shape: {
        text: 'texte',
        number: 'nombre',
        value: 'valeur',
        optional: 'facultatif',
        name: 'nom',
      },
      code: 'Code de l’exemple',
      copy: 'Copier le code',
      copied: 'Code copié dans le presse-papiers.',
      copyFailed:
        'Le navigateur a refusé la copie : le code est sélectionné, copiez-le avec Ctrl+C (⌘+C sur Mac).',
    },
    widgets,
  },
};
