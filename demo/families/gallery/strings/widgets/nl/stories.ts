import type { WidgetText } from '../../types';

/** The editors’ manual in Dutch: the blog, masonry, ticker and zoomable image widgets (issue 15). */
export const stories: Record<string, WidgetText> = {
  'blog-scroller': {
    summary:
      'Lijst van blogartikels die u artikel per artikel doorloopt: knoppen vorige en volgende, ' +
      'toetsen J en K; het adres van de pagina volgt het getoonde artikel.',
    attributes: {
      'data-offset': {
        description:
          'Ruimte boven het artikel dat in beeld komt, in pixels (voor een vaste kopbalk).',
        example: '80',
      },
    },
  },
  masonry: {
    summary:
      'Lijst van foto’s of kaarten in kolommen van verschillende hoogte, zonder gaten, in ' +
      'leesvolgorde; niets verschuift terwijl de afbeeldingen laden.',
    attributes: {
      'data-column-width': {
        description: 'Minimale breedte van een kolom, in pixels: zoveel kolommen als er passen.',
        example: '220',
      },
      'data-gap': {
        description: 'Ruimte tussen de elementen, in pixels.',
        example: '12',
      },
    },
  },
  ticker: {
    summary:
      'Band met kort nieuws die doorlopend schuift, met een pauzeknop; hij stopt bij aanwijzen en ' +
      'staat stil voor bezoekers die animaties beperken.',
    attributes: {
      'data-speed': {
        description: 'Schuifsnelheid, in pixels per seconde.',
        example: '50',
      },
    },
  },
  'zoom-images': {
    summary:
      'Foto’s die groot openen in een venster met miniaturen, vorige en volgende foto, en zoom met ' +
      'het muiswiel, met twee vingers, met het toetsenbord of met de knoppen.',
    attributes: {
      'data-title': {
        description: 'Titel van het fotovenster (de naam van het artikel of de galerij).',
        example: 'Foto’s: Drie dagen over de kammen van de Vercors',
      },
    },
  },
};
