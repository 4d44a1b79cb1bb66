import type { FamilyStrings } from '../../../shared/strings';
import type { VideoPages } from './types';

/** What the video family says in French (the reference culture: every other one has exactly the same keys). */
export const fr: FamilyStrings<VideoPages> = {
  resources: {
    Video: {
      Play: 'Lire la vidéo\u00a0: {{title}}',
      Loading: 'Chargement de la vidéo…',
      Error: 'La vidéo ne peut pas être lue ici pour le moment.',
      WatchOn: 'Regarder sur {{service}}',
    },
  },
  pages: {
    videos: {
      title: 'Nos conseils en vidéo',
      intro:
        'Deux minutes pour bien choisir et garder longtemps vos chaussures\u00a0: nos vendeurs vous montrent l’essentiel.',
      shoes: {
        title: 'Bien choisir ses chaussures de course',
        text: 'Foulée, amorti, pointure\u00a0: les trois questions à se poser avant d’acheter une paire de running.',
      },
      care: {
        title: 'Entretenir ses chaussures en cuir',
        text: 'Nettoyer, nourrir et imperméabiliser le cuir pour qu’il reste souple pendant des années.',
      },
      watchOn: 'Regarder sur {{service}}\u00a0: {{title}}',
    },
  },
};
