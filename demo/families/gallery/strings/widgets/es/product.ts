import type { WidgetText } from '../../types';

/** es: the product page’s and wishlist widgets, and each of their attributes (see ../es.ts). */
export const product: Record<string, WidgetText> = {
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
      'data-prefetch': {
        description:
          'Ponga false para un visitante que no ha iniciado sesión: la página de listas no se carga de antemano al pasar el ratón.',
        example: 'false',
      },
    },
  },
  'wishlist-page': {
    summary:
      'Página de las listas de deseos y de nacimiento del cliente: al elegir una lista se muestran sus productos sin recargar la página; en ella se cambian las cantidades deseadas, se añade a la cesta, se quita un producto, se renombra, se describe, se elimina la lista o se pide entera.',
    attributes: {
      'data-list-item-url': {
        description:
          'Otra dirección para los productos de una lista; se le añade el número de la lista.',
        example: '/es/catalog/wishlist/list_item',
      },
    },
  },
};
