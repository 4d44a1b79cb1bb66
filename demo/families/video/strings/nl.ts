import type { FamilyStrings } from '../../../shared/strings';
import type { VideoPages } from './types';

/** What the video family says in Dutch. */
export const nl: FamilyStrings<VideoPages> = {
  resources: {
    Video: {
      Play: 'Video afspelen: {{title}}',
      Loading: 'De video wordt geladen…',
      Error: 'De video kan hier op dit moment niet worden afgespeeld.',
      WatchOn: 'Bekijken op {{service}}',
    },
  },
  pages: {
    videos: {
      title: 'Onze tips in beeld',
      intro:
        'Twee minuten om de juiste schoenen te kiezen en ze lang mooi te houden: onze verkopers tonen u het belangrijkste.',
      shoes: {
        title: 'De juiste hardloopschoenen kiezen',
        text: 'Afwikkeling, demping en maat: de drie vragen die u zich stelt voordat u hardloopschoenen koopt.',
      },
      care: {
        title: 'Leren schoenen onderhouden',
        text: 'Het leer reinigen, voeden en waterdicht maken, zodat het jarenlang soepel blijft.',
      },
      watchOn: 'Bekijken op {{service}}: {{title}}',
    },
  },
};
