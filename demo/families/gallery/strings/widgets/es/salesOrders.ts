import type { WidgetText } from '../../types';

/** es: the customer's order widgets (issue 13; see ../es.ts). */
export const salesOrders: Record<string, WidgetText> = {
  'change-delivery-address': {
    summary:
      'Botón «Cambiar la dirección de entrega» de un pedido: una ventana con la dirección de entrega, enviada al servidor; después el botón queda desactivado e indica «Cambio solicitado».',
    attributes: {
      'data-order-id': {
        description: 'Identificador del pedido enviado con la solicitud.',
        example: 'past-03',
      },
      'data-order-number': {
        description: 'Número de pedido que lee el cliente, citado en la ventana.',
        example: 'VT-2026-000826',
      },
      'data-requested': {
        description: 'Ya hay un cambio en curso: el botón aparece desactivado.',
        example: 'false',
      },
      'data-countries': {
        description: 'Países propuestos (códigos ISO), nombrados en el idioma de la página.',
        example: '["BE", "FR", "NL"]',
      },
      'data-address': {
        description: 'Dirección de entrega actual, que rellena el formulario.',
        example:
          '{"FirstName": "Camille", "LastName": "Martin", "Street1": "Rue de la Loi", "HouseNumber": "16", "BoxNumber": "", "PostalCode": "1000", "City": "Bruxelles", "CountryCode": "BE"}',
      },
    },
  },
  reorder: {
    summary:
      'Botón «Volver a pedir»: vuelve a poner cada artículo del pedido en la cesta, actualiza la cesta de la cabecera y señala un artículo que ya no se vende.',
    attributes: {
      'data-order-id': {
        description: 'Identificador del pedido enviado con la solicitud.',
        example: 'past-05',
      },
      'data-currency-code': { description: 'Moneda del pedido (código ISO).', example: 'EUR' },
      'data-item-origin': {
        description: 'Origen de los artículos enviado al servidor.',
        example: 'Catalog',
      },
      'data-basket-url': {
        description: 'Dirección de la página de la cesta, ofrecida como enlace tras añadir.',
        example: '/es/shoppingcarts',
      },
      'data-lines': {
        description:
          'Artículos del pedido: nombre, cantidad, precio unitario, identificador de la variante.',
        example: '[{"name": "Lampe", "quantity": 2, "price": 39.9, "itemKey": "100101"}]',
      },
    },
  },
  'refund-request': {
    summary:
      'Formulario de solicitud de reembolso: una cantidad por artículo, el importe reembolsado por línea y el total que siguen la elección, un motivo; la solicitud se envía y luego se muestra su estado.',
    attributes: {
      'data-order-id': {
        description: 'Identificador del pedido enviado con la solicitud.',
        example: 'past-09',
      },
      'data-order-number': {
        description: 'Número de pedido, también enviado a GA4 con el evento «refund».',
        example: 'VT-2026-000604',
      },
      'data-currency': { description: 'Moneda de los importes (código ISO).', example: 'EUR' },
      'data-lines': {
        description:
          'Artículos comprados: identificador de la variante, nombre, referencia, cantidad comprada, precio unitario con IVA.',
        example:
          '[{"productVariantId": 100101, "name": "Lampe", "sku": "LT-01", "quantity": 2, "unitPrice": 39.9}]',
      },
    },
  },
};
