import type { WidgetText } from '../../types';

/** The editors’ manual in German: the blog, masonry, ticker and zoomable image widgets (issue 15). */
export const stories: Record<string, WidgetText> = {
  'blog-scroller': {
    summary:
      'Liste von Blogbeiträgen, Beitrag für Beitrag durchblättert: Schaltflächen Zurück und Weiter, ' +
      'Tasten J und K; die Adresse der Seite folgt dem gezeigten Beitrag.',
    attributes: {
      'data-offset': {
        description:
          'Abstand über dem Beitrag, der ins Bild geholt wird, in Pixeln (für eine feste Kopfzeile).',
        example: '80',
      },
    },
  },
  masonry: {
    summary:
      'Liste von Fotos oder Karten in Spalten unterschiedlicher Höhe, ohne Lücken, in ' +
      'Lesereihenfolge; nichts verschiebt sich, während die Bilder laden.',
    attributes: {
      'data-column-width': {
        description: 'Mindestbreite einer Spalte, in Pixeln: so viele Spalten, wie hineinpassen.',
        example: '220',
      },
      'data-gap': {
        description: 'Abstand zwischen den Elementen, in Pixeln.',
        example: '12',
      },
    },
  },
  ticker: {
    summary:
      'Laufband mit Kurzmeldungen, das endlos läuft, mit Pause-Schaltfläche; es hält beim Überfahren ' +
      'an und steht still für Besucher, die Animationen reduzieren.',
    attributes: {
      'data-speed': {
        description: 'Laufgeschwindigkeit, in Pixeln pro Sekunde.',
        example: '50',
      },
    },
  },
  'zoom-images': {
    summary:
      'Fotos, die sich groß in einem Fenster öffnen, mit Miniaturen, vorherigem und nächstem Foto ' +
      'und Zoom per Mausrad, mit zwei Fingern, per Tastatur oder mit den Schaltflächen.',
    attributes: {
      'data-title': {
        description: 'Titel des Fotofensters (der Name des Beitrags oder der Galerie).',
        example: 'Fotos: Drei Tage auf den Graten des Vercors',
      },
    },
  },
};
