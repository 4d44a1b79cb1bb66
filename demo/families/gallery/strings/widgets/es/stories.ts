import type { WidgetText } from '../../types';

/** The editors’ manual in Spanish: the blog, masonry, ticker and zoomable image widgets (issue 15). */
export const stories: Record<string, WidgetText> = {
  'blog-scroller': {
    summary:
      'Lista de artículos de blog recorrida artículo a artículo: botones anterior y siguiente, ' +
      'teclas J y K; la dirección de la página sigue al artículo mostrado.',
    attributes: {
      'data-offset': {
        description:
          'Espacio que queda encima del artículo llevado a la pantalla, en píxeles (para una cabecera fija).',
        example: '80',
      },
    },
  },
  masonry: {
    summary:
      'Lista de fotos o tarjetas en columnas de alturas distintas, sin huecos, en orden de lectura; ' +
      'nada se mueve mientras cargan las imágenes.',
    attributes: {
      'data-column-width': {
        description: 'Anchura mínima de una columna, en píxeles: tantas columnas como quepan.',
        example: '220',
      },
      'data-gap': {
        description: 'Espacio entre los elementos, en píxeles.',
        example: '12',
      },
    },
  },
  ticker: {
    summary:
      'Cinta de noticias breves que se desplaza sin fin, con un botón de pausa; se detiene al pasar ' +
      'el ratón y queda quieta para quien limita las animaciones.',
    attributes: {
      'data-speed': {
        description: 'Velocidad de desplazamiento, en píxeles por segundo.',
        example: '50',
      },
    },
  },
  'zoom-images': {
    summary:
      'Fotos que se abren en grande en una ventana con miniaturas, foto anterior y siguiente, y zoom ' +
      'con la rueda, con dos dedos, con el teclado o con los botones.',
    attributes: {
      'data-title': {
        description: 'Título de la ventana de fotos (el nombre del artículo o de la galería).',
        example: 'Fotos: Tres días por las crestas del Vercors',
      },
    },
  },
};
