import type { WidgetText } from '../../types';

/** es: the card payment's widgets, and each of their attributes (see ../es.ts). */
export const payment: Record<string, WidgetText> = {
  'payment-form': {
    summary:
      'El formulario de pago con tarjeta: espera a que se realice un pedido pagado con tarjeta (o el pedido indicado), pide una sesión de pago al servidor y muestra en ella el formulario del proveedor de pagos. Un rechazo muestra un mensaje y un botón para reintentar con el mismo pedido; un pago aceptado lleva a la confirmación.',
    attributes: {
      'data-order-id': {
        description:
          'Identificador del pedido que se paga enseguida (página «pagar de nuevo»); sin él, el formulario espera al pedido realizado.',
        example: 'Qx3k9T2mVb8',
      },
      'data-confirmation-url': {
        description:
          'Dirección de la confirmación de un pedido pagado; {orderId} se sustituye por el identificador.',
        example: '/es/checkout/confirmation/{orderId}',
      },
      'data-return-url': {
        description:
          'Dirección a la que vuelve el cliente tras un paso de confirmación en su banco; {orderId} se sustituye.',
        example: '/es/checkout/pay/{orderId}',
      },
    },
  },
  'payment-return': {
    summary:
      'La vuelta de un paso de confirmación del pago (banco): entrega el resultado al proveedor de pagos y luego muestra la confirmación si el pago se acepta, o la página para pagar de nuevo si se rechaza.',
    attributes: {
      'data-provider': {
        description: 'Nombre del proveedor de pagos de la sesión.',
        example: 'demopay',
      },
      'data-session-id': {
        description: 'Identificador de la sesión de pago devuelto en la dirección.',
        example: 'CSq1w2e3r4t5',
      },
      'data-redirect-result': {
        description: 'Resultado del paso de confirmación devuelto en la dirección.',
        example: 'Zx9y8w7v6u',
      },
      'data-environment': {
        description: 'Entorno del proveedor (prueba o producción).',
        example: 'test',
      },
      'data-client-key': {
        description: 'Clave pública del proveedor para esta tienda.',
        example: 'test_DEMOPAYVITRINE',
      },
      'data-paid-url': {
        description: 'Dirección que se muestra cuando el pago se acepta.',
        example: '/es/checkout/confirmation/Qx3k9T2mVb8',
      },
      'data-refused-url': {
        description: 'Dirección que se muestra cuando el pago se rechaza, para pagar de nuevo.',
        example: '/es/checkout/pay/Qx3k9T2mVb8',
      },
    },
  },
};
