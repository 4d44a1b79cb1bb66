import type { WidgetText } from '../types';

/** The editors’ manual in Spanish: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = {
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
  'customer-reference-search': {
    summary:
      'Búsqueda de un producto por la referencia propia del cliente (desde dos caracteres); ' +
      'elegir un resultado abre la ficha del producto.',
    attributes: {},
  },
  'customer-reference-update': {
    summary:
      'Campo donde el cliente guarda su propia referencia para una variante de producto; la ' +
      'respuesta aparece en una notificación o en una ventana.',
    attributes: {
      'data-product-id': {
        description: 'El número del producto.',
        example: '1001',
      },
      'data-product-variant-id': {
        description: 'El número de la variante mostrada.',
        example: '100101',
      },
      'data-reference': {
        description: 'La referencia ya guardada; vacía si todavía no hay ninguna.',
        example: 'MI-REF-12',
      },
      'data-max-length': {
        description: 'El número máximo de caracteres de la referencia.',
        example: '30',
      },
      'data-display': {
        description:
          'Dónde aparece la respuesta: en una notificación breve (growl) o en una ventana que se cierra sola (dialog).',
        example: 'dialog',
      },
      'data-update-url': {
        description:
          'Otra dirección de guardado, bajo la ruta de la aplicación, sin barra al principio.',
        example: 'api/v1/catalog/customerref/update',
      },
    },
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
  'language-links': {
    summary:
      'Enlaces a los demás idiomas: cada uno lleva a la misma página en su idioma, con los ' +
      'filtros elegidos.',
    attributes: {},
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
  'number-stepper': {
    summary: 'Botones de menos y más alrededor de un campo numérico (cantidades, formularios).',
    attributes: {
      'data-non-negative': {
        description: 'Impide valores por debajo de cero: el botón de menos se desactiva en 0.',
        example: 'true',
      },
    },
  },
  pagination: {
    summary:
      'Páginas de la lista: la primera, la última, las vecinas de la página actual, anterior y ' +
      'siguiente. Oculta cuando solo hay una página.',
    attributes: {
      'data-page': {
        description: 'La página actual, contando desde 1.',
        example: '3',
      },
      'data-pages': {
        description: 'El número total de páginas.',
        example: '12',
      },
      'data-inner-window': {
        description: 'Cuántas páginas se muestran a cada lado de la página actual.',
        example: '3',
      },
      'data-small-inner-window': {
        description: 'Cuántas páginas se muestran a cada lado en pantallas pequeñas.',
        example: '1',
      },
      'data-small-below': {
        description:
          'Ancho de pantalla en píxeles por debajo del cual una pantalla cuenta como pequeña.',
        example: '640',
      },
    },
  },
  'product-gallery': {
    summary:
      'Fotos del producto: la foto principal con zoom, las miniaturas y una ampliación a ' +
      'pantalla completa.',
    attributes: {
      'data-title': {
        description: 'El nombre del producto (y de su color), título de la vista ampliada.',
        example: 'Sandalia Kodiak, negro',
      },
      'data-images': {
        description: 'Las fotos en orden: la dirección y el texto alternativo de cada una.',
        example: '[{"src": "/media/product/1005/0.jpg", "alt": "Sandalia Kodiak, vista frontal"}]',
      },
      'data-width': {
        description: 'Ancho de las fotos en píxeles, para reservar su sitio mientras cargan.',
        example: '800',
      },
      'data-height': {
        description: 'Alto de las fotos en píxeles, para reservar su sitio mientras cargan.',
        example: '800',
      },
    },
  },
  'product-variations': {
    summary:
      'Elección de la variante (color, talla…), cantidad, precio y botón de añadir a la cesta de ' +
      'la ficha del producto.',
    attributes: {
      'data-product-id': {
        description: 'El número del producto.',
        example: '1035',
      },
      'data-name': {
        description: 'El nombre del producto, enviado con el pedido y mostrado en la confirmación.',
        example: 'Chaqueta ligera Summit',
      },
      'data-variant': {
        description:
          'La variante mostrada primero, tal como la describe la tienda; se admiten otros campos.',
        example:
          '{"ProductId": 1035, "ProductVariantId": 103501, "SKU": "CR-17165-01", "CurrencyCode": "EUR", "UnitPriceTaxIncl": 139.95}',
      },
      'data-attributes': {
        description: 'Las características que se eligen (color, talla…) con sus valores.',
        example:
          '[{"ProductAttributeId": 2, "Value": "Talla", "VariationDisplayTypeValue": "Button", "ProductAttributeValuesViewModel": [{"ProductAttributeValueId": 213, "DisplayValue": "S", "IsUnavailable": false}]}]',
      },
      'data-quantity': {
        description: 'La regla de cantidad: mínimo, paso y máximo (0 para ningún máximo).',
        example: '{"min": 1, "step": 1, "max": 10}',
      },
      'data-tracking': {
        description:
          'Los datos del producto para la medición de audiencia: identificador, marca y categoría.',
        example: '{"item_id": "1035", "item_brand": "Estrellino", "item_category": "Chaquetas"}',
      },
      'data-origin': {
        description:
          'El origen enviado con el pedido, por ejemplo la página desde la que se añade.',
        example: 'product-page',
      },
      'data-in-address': {
        description:
          'Escribe la variante elegida en la dirección de la página (?variant=); false en una vista rápida.',
        example: 'false',
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
  'variant-fragment': {
    summary:
      'Bloque de la ficha del producto que se recarga cuando el visitante elige otra variante ' +
      '(existencias, precios por cantidad, fotos…).',
    attributes: {
      'data-src': {
        description: 'La ruta del bloque bajo la ruta de la aplicación, sin barra al principio.',
        example: 'widget/catalog/StockByWarehouse',
      },
      'data-product-id': {
        description: 'El número del producto.',
        example: '1035',
      },
      'data-product-variant-id': {
        description: 'El número de la variante para la que se escribió el bloque.',
        example: '103501',
      },
      'data-params': {
        description:
          'Parámetros fijos enviados en cada carga: nombres y valores (texto, número, true o false).',
        example: '{"displayAllActiveWarehouses": false}',
      },
    },
  },
  'viewer-360': {
    summary:
      'Vista de 360° de un producto: las imágenes giran solas, y el visitante las hace girar con ' +
      'el dedo, el ratón o el teclado.',
    attributes: {
      'data-src': {
        description:
          'La dirección de las imágenes, donde {frame} se sustituye por el número de cada imagen (0, 1, 2…).',
        example: '/media/product/12/spin/{frame}.jpg',
      },
      'data-frames': {
        description: 'El número de imágenes de una vuelta completa (de 2 a 360).',
        example: '36',
      },
      'data-interval': {
        description: 'Tiempo entre dos imágenes durante el giro automático, en milisegundos.',
        example: '80',
      },
      'data-name': {
        description:
          'El nombre del producto, que da nombre a la vista para los lectores de pantalla.',
        example: 'Sandalia Kodiak',
      },
    },
  },
  'wishlist-button': {
    summary:
      'Botón para añadir a una lista de deseos o de nacimiento: abre la elección de la lista, o ' +
      'el inicio de sesión para un visitante que no ha iniciado sesión.',
    attributes: {
      'data-product-id': {
        description: 'El número del producto.',
        example: '1001',
      },
      'data-product-variant-id': {
        description: 'El número de la variante mostrada.',
        example: '100101',
      },
      'data-kind': {
        description:
          'Las listas ofrecidas: listas de deseos (wishlist) o listas de nacimiento (birthlist).',
        example: 'birthlist',
      },
      'data-popup-url': {
        description:
          'Otra dirección para la ventana de elección de la lista; se le añade el número de variante.',
        example: '/es/catalog/wishlist/popup',
      },
      'data-item': {
        description:
          'Los datos del producto para la medición de audiencia, cuando la respuesta de la tienda no los trae.',
        example: '{"item_name": "Sandalia Kodiak", "item_id": "1005", "price": 49.95}',
      },
    },
  },
  'wishlist-count': {
    summary:
      'Enlace de la cabecera a la lista de deseos, con el número de productos, actualizado tras ' +
      'cada añadido.',
    attributes: {
      'data-wishlist-url': {
        description:
          'Dirección de la página de la lista de deseos; por defecto, la del idioma de la página.',
        example: '/es/catalog/wishlist/list',
      },
    },
  },
};
