import type { FamilyStrings } from '../../../shared/strings';
import type { VideoPages } from './types';

/** What the video family says in German. */
export const de: FamilyStrings<VideoPages> = {
  resources: {
    Video: {
      Play: 'Video abspielen: {{title}}',
      Loading: 'Das Video wird geladen …',
      Error: 'Das Video kann hier gerade nicht abgespielt werden.',
      WatchOn: 'Auf {{service}} ansehen',
    },
  },
  pages: {
    videos: {
      title: 'Unsere Tipps im Video',
      intro:
        'Zwei Minuten, um die richtigen Schuhe zu wählen und lange Freude daran zu haben: Unser Verkaufsteam zeigt Ihnen das Wichtigste.',
      shoes: {
        title: 'Die richtigen Laufschuhe finden',
        text: 'Abrollverhalten, Dämpfung, Größe: die drei Fragen vor dem Kauf eines Laufschuhs.',
      },
      care: {
        title: 'Lederschuhe richtig pflegen',
        text: 'Leder reinigen, pflegen und imprägnieren, damit es jahrelang geschmeidig bleibt.',
      },
      watchOn: 'Auf {{service}} ansehen: {{title}}',
    },
  },
};
