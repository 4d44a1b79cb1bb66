import type { FamilyStrings } from '../../../shared/strings';
import type { VideoPages } from './types';

/** What the video family says in Portuguese. */
export const pt: FamilyStrings<VideoPages> = {
  resources: {
    Video: {
      Play: 'Reproduzir o vídeo: {{title}}',
      Loading: 'A carregar o vídeo…',
      Error: 'De momento, não é possível reproduzir o vídeo aqui.',
      WatchOn: 'Ver no {{service}}',
    },
  },
  pages: {
    videos: {
      title: 'Os nossos conselhos em vídeo',
      intro:
        'Dois minutos para escolher bem os seus sapatos e fazê-los durar: os nossos vendedores mostram-lhe o essencial.',
      shoes: {
        title: 'Como escolher sapatilhas de corrida',
        text: 'Passada, amortecimento e tamanho: as três perguntas a fazer antes de comprar umas sapatilhas de corrida.',
      },
      care: {
        title: 'Como cuidar do calçado de pele',
        text: 'Limpar, nutrir e impermeabilizar a pele para que se mantenha macia durante anos.',
      },
      watchOn: 'Ver no {{service}}: {{title}}',
    },
  },
};
