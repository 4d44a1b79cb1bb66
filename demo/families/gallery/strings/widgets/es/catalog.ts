import type { WidgetText } from '../../types';

/** es: the catalogue’s widgets (lists, search, home), and each of their attributes (see ../es.ts). */
export const catalog: Record<string, WidgetText> = {
  'banner-slider': {
    summary:
      'Carrusel de banners (imágenes o vídeos), cada uno con un título y un botón. Solo avanza ' +
      'solo si se indica un intervalo, y se detiene en cuanto el visitante pasa el ratón por ' +
      'encima o entra en él con el teclado.',
    attributes: {
      'data-slides': {
        description:
          'Los banners en orden: imagen o vídeo, texto alternativo, título, texto, botón y su enlace.',
        example:
          '[{"image": "/media/rebajas.jpg", "alt": "", "heading": "Rebajas de invierno", "cta": "Aprovéchalo", "href": "/es/catalog"}]',
      },
      'data-interval': {
        description:
          'Tiempo entre dos banners, en milisegundos; sin él, el carrusel nunca avanza solo.',
        example: '6000',
      },
      'data-fade': {
        description: 'Pasa de un banner a otro con un fundido en lugar de deslizarlos.',
        example: 'true',
      },
      'data-muted': {
        description:
          'Silencia los vídeos (los navegadores solo reproducen solos los vídeos sin sonido).',
        example: 'false',
      },
    },
  },
  'brand-carousel': {
    summary:
      'Carrusel de logotipos de marcas, cada uno enlazado a la página de su marca, con botones ' +
      'anterior y siguiente; también se desliza con el dedo.',
    attributes: {
      'data-brands': {
        description:
          'Las marcas: nombre en la dirección (slug), nombre mostrado y dirección del logotipo.',
        example: '[{"slug": "altavetta", "name": "Altavetta", "logo": "/media/brand/1.svg"}]',
      },
    },
  },
  'category-list': {
    summary:
      'Lista desplegable de categorías: cada categoría con subcategorías recibe un botón para ' +
      'mostrarlas u ocultarlas, y se marca la página actual.',
    attributes: {
      'data-toggle-label': {
        description:
          'Nombre del botón para los lectores de pantalla; {{name}} se sustituye por el nombre de la categoría.',
        example: 'Subcategorías de {{name}}',
      },
    },
  },
  'customer-reference-search': {
    summary:
      'Búsqueda de un producto por la referencia propia del cliente (desde dos caracteres); ' +
      'elegir un resultado abre la ficha del producto.',
    attributes: {},
  },
  'filter-panel': {
    summary:
      'Panel de filtros de la lista de productos: cada elección recarga la lista, al momento o ' +
      'tras una breve espera. En pantallas pequeñas empieza plegado.',
    attributes: {
      'data-refresh-on-click': {
        description: 'Recarga la lista en cuanto se marca o desmarca un valor, sin esperar.',
        example: 'true',
      },
      'data-auto-submit-delay': {
        description:
          'Tiempo entre el último cambio y el envío automático de los filtros, en milisegundos.',
        example: '500',
      },
      'data-collapse-below': {
        description: 'Ancho de pantalla en píxeles hasta el cual el panel empieza plegado.',
        example: '1024',
      },
      'data-category-id': {
        description:
          'El número de la categoría cuyos filtros se cargan cuando el panel está vacío.',
        example: '12',
      },
      'data-brand-id': {
        description: 'El número de la marca cuyos filtros se cargan cuando el panel está vacío.',
        example: '3',
      },
    },
  },
  'list-controls': {
    summary:
      'Orden, productos por página y vista en cuadrícula o en lista: un cambio recarga la lista ' +
      'sin botón OK.',
    attributes: {},
  },
  'list-tracking': {
    summary:
      'Medición de audiencia de una lista de productos (Google Analytics 4): los productos vistos ' +
      'y el producto abierto.',
    attributes: {
      'data-list-name': {
        description:
          'El nombre de la lista en los informes, por ejemplo el nombre de la categoría.',
        example: 'Zapatos',
      },
      'data-list-id': {
        description: 'El identificador de la lista en los informes.',
        example: 'category-12',
      },
    },
  },
  'sale-countdown': {
    summary:
      'Cuenta atrás de una promoción: días, horas, minutos y segundos restantes, con la fecha de ' +
      'fin. Desaparece una vez pasado el fin.',
    attributes: {
      'data-end': {
        description: 'El fin de la promoción: fecha y hora en formato ISO, con la zona horaria.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Cómo se escribe la fecha de fin, con DD, MM, YYYY, HH y mm; por defecto, día, mes y año en el orden del idioma.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Nombre de una función JavaScript de la página, llamada al final en lugar de recargar la página.',
        example: 'shop.onSaleEnd',
      },
    },
  },
  'search-box': {
    summary:
      'Campo de búsqueda que sugiere productos desde dos caracteres; sin JavaScript, el ' +
      'formulario sencillo sigue funcionando.',
    attributes: {
      'data-action': {
        description:
          'Dirección de la página de resultados; por defecto, el catálogo del idioma de la página.',
        example: '/es/catalog',
      },
    },
  },
};
