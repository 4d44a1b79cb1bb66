import type { WidgetText } from '../../types';

/** es: the checkout's order widgets (issue 12; see ../es.ts). */
export const checkoutOrders: Record<string, WidgetText> = {
  'checkout-form': {
    summary:
      'Envío del formulario de pedido: se comprueba el formulario (errores anunciados arriba, el primero resaltado), se vuelve a comprobar el importe justo antes y el pedido se realiza una sola vez; lo escrito se conserva si la página se recarga.',
    attributes: {
      'data-to-pay': {
        description:
          'Importe a pagar (EUR) mostrado al generar la página, si el resumen no lo indica.',
        example: '59.9',
      },
      'data-texts': {
        description:
          'Las frases que dice el formulario (errores, envío, nuevo total, fallo, pedido con tarjeta), en el idioma de la página.',
        example:
          '{"invalid": "…", "placing": "…", "totalChanged": "… {total}", "failed": "…", "placedCard": "… {number}"}',
      },
      'data-begin-checkout': {
        description:
          'Datos GA4 «begin_checkout» (artículos, importe, moneda, código promocional), enviados una vez por visualización.',
        example:
          '{"currency": "EUR", "value": 59.9, "items": [{"item_id": "1001", "item_name": "Vase", "quantity": 1}]}',
      },
      'data-draft-key': {
        description: 'Nombre con el que se guarda el borrador del formulario durante la visita.',
        example: 'vitrine:checkout-draft',
      },
      'data-skip': {
        description: 'Campos que el borrador no recupera (opciones que el servidor ya guarda).',
        example: '["ShippingMethodId", "PrepaidAccountId"]',
      },
    },
  },
  'purchase-tracking': {
    summary:
      'Medición GA4 de la compra en la página de confirmación, enviada una sola vez por pedido, aunque se recargue la página.',
    attributes: {
      'data-purchase': {
        description:
          'Datos GA4 «purchase»: número de pedido, importe, IVA, envío, moneda, código promocional, artículos.',
        example:
          '{"transaction_id": "VT-2026-001001", "value": 59.9, "tax": 10.4, "shipping": 5.95, "currency": "EUR", "items": [{"item_id": "1001", "item_name": "Vase", "quantity": 1}]}',
      },
      'data-storage-key': {
        description: 'Nombre con el que el navegador recuerda los números de pedido ya enviados.',
        example: 'vitrine:purchases-sent',
      },
    },
  },
};
