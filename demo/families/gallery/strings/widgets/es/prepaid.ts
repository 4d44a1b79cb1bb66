import type { WidgetText } from '../../types';

/** es: la cuenta prepago (issue 13), and each of its widgets' attributes (see ../es.ts). */
export const prepaid: Record<string, WidgetText> = {
  'prepaid-notification': {
    summary:
      'El aviso de uso de una cuenta prepago: la casilla se guarda en cuanto se marca o desmarca, con una confirmación; si falla, vuelve a lo guardado y un mensaje lo dice.',
    attributes: {
      'data-prepaid-account-id': {
        description: 'El número de la cuenta prepago (PrepaidAccountId) cuyo aviso se ajusta.',
        example: '7002',
      },
      'data-is-activated': {
        description:
          'Lo que el servidor tiene guardado: true si el aviso está activo, false si no.',
        example: 'true',
      },
    },
  },
  'prepaid-add-to-cart': {
    summary:
      'La compra de saldo prepago: la cuenta que recargar (o una cuenta nueva) y el importe, añadidos a la cesta; sin importe, un mensaje pide una cantidad y no se envía nada. La cesta de la cabecera se actualiza.',
    attributes: {},
  },
  'prepaid-payment': {
    summary:
      'El pago con una cuenta prepago de un pedido que espera una transferencia: la cuenta elegida paga lo que puede y se vuelve al pedido con un aviso; lo que quede se paga por transferencia.',
    attributes: {
      'data-order-id': {
        description: 'El identificador del pedido que pagar (el de la dirección de su página).',
        example: 'a1b2c3d4',
      },
    },
  },
};
