import type { WidgetText } from '../../types';

/** es: the form helpers and the collapse (issue 15), and each of their attributes (see ../es.ts). */
export const formHelpers: Record<string, WidgetText> = {
  collapse: {
    summary:
      'Bloque plegable (pregunta y respuesta, detalles): el título se convierte en un botón que abre y cierra el contenido con suavidad; sin animación para quien las limita. El contenido se lee sin JavaScript, y un enlace a #id del contenido lo abre.',
    attributes: {
      'data-group': {
        description:
          'Un nombre de grupo: de los bloques del mismo grupo, solo uno queda abierto a la vez. Vacío: independiente.',
        example: 'faq',
      },
      'data-open': {
        description: 'Abierto al cargar la página (true) o cerrado (false).',
        example: 'true',
      },
    },
  },
  'floating-label': {
    summary:
      'Etiquetas animadas: alrededor de un campo o de un formulario entero, la etiqueta se coloca dentro del campo vacío y sube a su borde cuando el campo recibe el foco o un valor (también con el autorrelleno). Las ayudas y los mensajes de error siguen debajo del campo.',
    attributes: {
      'data-selects': {
        description:
          'Aplicar también a las listas desplegables (su etiqueta queda siempre arriba).',
        example: 'true',
      },
    },
  },
  'fake-select': {
    summary:
      'Lista desplegable con estilo: la lista nativa del navegador, con la flecha y el contorno de foco de la tienda. El teclado, el selector del móvil y las reglas de validación funcionan como siempre.',
    attributes: {
      'data-arrow': {
        description: 'La forma de la flecha: chevron o pequeño triángulo (triangle).',
        example: 'triangle',
      },
    },
  },
  'searchable-select': {
    summary:
      'Lista desplegable con búsqueda: el cliente escribe para filtrar las opciones (las de la lista del servidor o una búsqueda remota), con teclado o ratón. La lista original sigue oculta en el formulario y envía el valor elegido.',
    attributes: {
      'data-for': {
        description: 'El id de la lista desplegable (select) del servidor que el widget sustituye.',
        example: 'field-ShopId',
      },
      'data-search-url': {
        description:
          'La dirección de búsqueda: GET {dirección}?q={texto} responde [{value, label}]. Vacía: se filtran las opciones de la lista.',
        example: 'api/v1/stores/search',
      },
      'data-min-chars': {
        description: 'Cuántos caracteres hay que escribir antes de una búsqueda remota (1 a 10).',
        example: '3',
      },
    },
  },
  'date-picker': {
    summary:
      'Selector de fecha: un botón junto a un campo de texto abre un calendario (ratón o teclado); la fecha elegida se escribe en el formato corto del idioma (dd/mm/aaaa en español). El cliente también puede escribirla.',
    attributes: {
      'data-for': {
        description: 'El id del campo de texto que rellena el calendario.',
        example: 'field-PreferredDate',
      },
      'data-min': {
        description: 'El primer día posible: aaaa-mm-dd, o today para hoy.',
        example: 'today',
      },
      'data-max': {
        description: 'El último día posible: aaaa-mm-dd, o today para hoy.',
        example: '2027-06-30',
      },
    },
  },
};
