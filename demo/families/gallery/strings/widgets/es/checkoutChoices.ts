import type { WidgetText } from '../../types';

/** es: the checkout's choices (issue 12), and each of their attributes (see ../es.ts). */
export const checkoutChoices: Record<string, WidgetText> = {
  'checkout-summary': {
    summary:
      'El resumen del pedido: líneas, gastos de envío, descuento, IVA, parte pagada con cuenta prepago y lo que queda por pagar, recargados y anunciados con cada cambio del pedido.',
    attributes: {
      'data-to-pay': {
        description: 'Importe pendiente en euros (2 decimales), comprobado antes del pago.',
        example: '42.50',
      },
      'data-url': {
        description:
          'Dirección del resumen, recargado cuando cambia el pedido o la cesta, desde el idioma de la página.',
        example: 'widget/checkoutsummary',
      },
    },
  },
  'prepaid-choice': {
    summary:
      'La elección de la cuenta prepago en el pago: se guarda enseguida y los totales se actualizan; si falla, vuelve la elección anterior y un mensaje explica por qué.',
    attributes: {},
  },
  'payment-methods': {
    summary:
      'La elección de la forma de pago (transferencia o tarjeta): muestra la información de la forma elegida (cuenta y concepto de la transferencia), la guarda y la comunica a GA4; nada que elegir si una cuenta prepago lo paga por completo.',
    attributes: {},
  },
  'method-details': {
    summary:
      'Las ventanas de detalles de los métodos de envío: se abren al pasar el puntero, con el foco y con el teclado, permanecen mientras el puntero está encima y se cierran con Esc.',
    attributes: {
      'data-close-delay': {
        description:
          'Milisegundos que la ventana sigue abierta después de que el puntero deja la opción, para poder alcanzarla.',
        example: '300',
      },
    },
  },
};
