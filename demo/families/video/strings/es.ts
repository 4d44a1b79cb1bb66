import type { FamilyStrings } from '../../../shared/strings';
import type { VideoPages } from './types';

/** What the video family says in Spanish. */
export const es: FamilyStrings<VideoPages> = {
  resources: {
    Video: {
      Play: 'Reproducir el vídeo: {{title}}',
      Loading: 'Cargando el vídeo…',
      Error: 'El vídeo no se puede reproducir aquí en este momento.',
      WatchOn: 'Ver en {{service}}',
    },
  },
  pages: {
    videos: {
      title: 'Nuestros consejos en vídeo',
      intro:
        'Dos minutos para elegir bien tus zapatillas y hacer que duren: nuestros vendedores te enseñan lo esencial.',
      shoes: {
        title: 'Cómo elegir tus zapatillas de running',
        text: 'Pisada, amortiguación y talla: las tres preguntas que hay que hacerse antes de comprar unas zapatillas.',
      },
      care: {
        title: 'Cómo cuidar el calzado de piel',
        text: 'Limpiar, nutrir e impermeabilizar la piel para que se mantenga flexible durante años.',
      },
      watchOn: 'Ver en {{service}}: {{title}}',
    },
  },
};
