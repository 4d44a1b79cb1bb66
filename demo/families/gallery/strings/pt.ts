import type { FamilyStrings } from '../../../shared/strings';
import type { GalleryPages } from './types';
import { widgets } from './widgets/pt';

/** What the gallery family says in Portuguese (of Portugal). */
export const pt: FamilyStrings<GalleryPages> = {
  resources: {},
  pages: {
    gallery: {
      title: 'Galeria de widgets',
      intro:
        'Todos os widgets da Vitrine, cada um com os seus atributos e um exemplo a funcionar ' +
        'nesta página.',
      attribute: 'Atributo',
      description: 'Função',
      type: 'Tipo',
      default: 'Valor predefinido',
      required: 'Obrigatório',
      exampleValue: 'Valor de exemplo',
      example: 'Exemplo',
      yes: 'Sim',
      no: 'Não',
      none: 'nenhum',
      empty: 'vazio',
      types: {
        text: 'texto',
        number: 'número',
        boolean: 'true ou false',
        choice: 'à escolha',
        list: 'lista JSON',
        object: 'objeto JSON',
        value: 'valor',
      },
      shape: {
        text: 'texto',
        number: 'número',
        value: 'valor',
        optional: 'opcional',
        name: 'nome',
      },
      code: 'Código do exemplo',
      copy: 'Copiar o código',
      copied: 'Código copiado para a área de transferência.',
      copyFailed:
        'O navegador recusou a cópia: o código está selecionado, copie-o com Ctrl+C (⌘+C no Mac).',
    },
    widgets,
  },
};
