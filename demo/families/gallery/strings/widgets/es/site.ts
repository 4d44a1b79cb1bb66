import type { WidgetText } from '../../types';

/** es: the widgets every page has (basket, consent, localization, content), and each of their attributes (see ../es.ts). */
export const site: Record<string, WidgetText> = {
  'basket-summary': {
    summary:
      'La cesta de la cabecera: número de artículos e importe, al día en todas las pestañas.',
    attributes: {
      'data-basket-url': {
        description: 'Dirección de la página de la cesta; por defecto, la del idioma de la página.',
        example: '/es/shoppingcarts',
      },
      'data-amount': {
        description:
          'Importe junto al número de artículos: con impuestos (incl), sin impuestos (excl) o ninguno (none).',
        example: 'excl',
      },
    },
  },
  'cookie-consent': {
    summary:
      'Banner de consentimiento de cookies y ventana de preferencias por categoría. Cualquier ' +
      'botón con el atributo data-consent-open vuelve a abrir las preferencias.',
    attributes: {
      'data-policy-url': {
        description:
          'Página de la política de privacidad, enlazada desde el banner: una ruta del sitio o una dirección https.',
        example: '/es/about#cookies',
      },
      'data-on-accept': {
        description:
          'Nombre de una función JavaScript de la página, llamada cuando se acepta al menos una categoría.',
        example: 'shop.onConsentAccepted',
      },
      'data-on-decline': {
        description:
          'Nombre de una función JavaScript de la página, llamada cuando se rechazan todas las categorías.',
        example: 'shop.onConsentDeclined',
      },
      'data-position': {
        description:
          'Lugar del banner: abajo (bottom) o arriba (top) de la pantalla, o en este punto de la página (inline).',
        example: 'top',
      },
    },
  },
  'cookie-law-bar': {
    summary:
      'Aviso sencillo sobre cookies con un botón «Entendido», para tiendas sin cookies ' +
      'opcionales; si no, use cookie-consent.',
    attributes: {
      'data-policy-url': {
        description:
          'Página de la política de cookies, enlazada desde el aviso: una ruta del sitio o una dirección https.',
        example: '/es/about#cookies',
      },
      'data-position': {
        description:
          'Lugar del aviso: abajo (bottom) o arriba (top) de la pantalla, o en este punto de la página (inline).',
        example: 'inline',
      },
    },
  },
  'country-selector': {
    summary:
      'Elección del país del visitante, que fija los impuestos de los precios; la página se ' +
      'recarga tras el cambio.',
    attributes: {
      'data-countries': {
        description: 'Los países ofrecidos, en códigos de dos letras mayúsculas.',
        example: '["BE", "FR", "LU"]',
      },
      'data-current': {
        description: 'El país actual del visitante, en código de dos letras mayúsculas.',
        example: 'FR',
      },
    },
  },
  'currency-selector': {
    summary:
      'Elección de la moneda de los precios. Si la cesta ya está en otra moneda, el visitante ' +
      'confirma antes el cambio.',
    attributes: {
      'data-currencies': {
        description: 'Las monedas ofrecidas, en códigos de tres letras mayúsculas.',
        example: '["EUR", "CHF"]',
      },
      'data-current': {
        description: 'La moneda actual; por defecto, la de los ajustes de la página.',
        example: 'EUR',
      },
    },
  },
  'language-links': {
    summary:
      'Enlaces a los demás idiomas: cada uno lleva a la misma página en su idioma, con los ' +
      'filtros elegidos.',
    attributes: {},
  },
  'main-navigation': {
    summary:
      'Navegación principal de la cabecera: en el móvil, un botón Menú abre un panel con las ' +
      'categorías, los idiomas, el país y la moneda; en pantalla grande, las subcategorías se ' +
      'abren al pasar el ratón o con el teclado, y las categorías que no caben en la línea ' +
      'pasan a «Más».',
    attributes: {
      'data-large-from': {
        description:
          'Ancho de pantalla, en píxeles, a partir del cual la cabecera toma su forma de ' +
          'escritorio; por debajo, el botón Menú.',
        example: '992',
      },
    },
  },
  'scroll-in': {
    summary:
      'Hace aparecer un contenido con suavidad cuando llega a la pantalla; al instante para los ' +
      'visitantes que reducen las animaciones.',
    attributes: {
      'data-animation': {
        description:
          'La entrada: fundido (fade), fundido subiendo (fade-up) o ligera ampliación (zoom).',
        example: 'zoom',
      },
      'data-delay': {
        description:
          'Espera antes de la entrada, en milisegundos (2000 como máximo), para escalonar bloques vecinos.',
        example: '200',
      },
    },
  },
  'social-share': {
    summary:
      'Botones para compartir la página (redes sociales, correo electrónico y copia del enlace), ' +
      'con su dirección del momento.',
    attributes: {
      'data-show-labels': {
        description: 'Muestra el nombre de las redes junto a sus iconos.',
        example: 'true',
      },
      'data-keep-params': {
        description:
          'Los parámetros de dirección que se conservan en el enlace compartido; los demás se quitan.',
        example: '["variant", "color"]',
      },
      'data-popup-width': {
        description: 'Ancho de la ventana para compartir, en píxeles (de 200 a 1600).',
        example: '700',
      },
      'data-popup-height': {
        description: 'Alto de la ventana para compartir, en píxeles (de 200 a 1200).',
        example: '600',
      },
    },
  },
};
