import type { FamilyStrings } from '../../../shared/strings';
import type { VideoPages } from './types';

/** What the video family says in Italian. */
export const it: FamilyStrings<VideoPages> = {
  resources: {
    Video: {
      Play: 'Riproduci il video: {{title}}',
      Loading: 'Caricamento del video…',
      Error: 'Al momento il video non può essere riprodotto qui.',
      WatchOn: 'Guarda su {{service}}',
    },
  },
  pages: {
    videos: {
      title: 'I nostri consigli in video',
      intro:
        'Due minuti per scegliere bene le scarpe e farle durare a lungo: i nostri commessi ti mostrano l’essenziale.',
      shoes: {
        title: 'Come scegliere le scarpe da corsa',
        text: 'Appoggio, ammortizzazione e taglia: le tre domande da porsi prima di comprare un paio di scarpe da running.',
      },
      care: {
        title: 'Come curare le scarpe in pelle',
        text: 'Pulire, nutrire e impermeabilizzare la pelle perché resti morbida per anni.',
      },
      watchOn: 'Guarda su {{service}}: {{title}}',
    },
  },
};
