import type { WidgetText } from '../../types';

/** es: la compra: las direcciones y la comprobación del IVA (see ../es.ts). */
export const checkoutAddresses: Record<string, WidgetText> = {
  'address-picker': {
    summary:
      'Sección de direcciones de la compra: elegir la dirección de facturación y de entrega y el tipo de cuenta, o escribir la dirección sin cuenta; cada elección se guarda al momento y los gastos de envío se actualizan. Los enlaces «Añadir» y «Modificar» abren el formulario de dirección en una ventana.',
    attributes: {
      'data-postal-codes': {
        description:
          'Regla del código postal por país (código ISO → patrón, en JSON), aplicada al campo cuando cambia el país.',
        example: '{"BE":"\\\\d{4}","NL":"\\\\d{4} ?[A-Za-z]{2}"}',
      },
      'data-section-url': {
        description:
          'Dirección del contenido de la sección, que se vuelve a cargar tras guardar una dirección.',
        example: '/es/checkout/addresses',
      },
    },
  },
  'vat-check': {
    summary:
      'Número de IVA comprobado en cuanto cambia (si no está vacío); la respuesta válido, no válido o servicio no disponible aparece junto al campo y la página se recarga cuando cambia la validez.',
    attributes: {
      'data-customer-id': {
        description:
          'Identificador del cliente conectado, enviado con la comprobación (vacío para un invitado).',
        example: '104872',
      },
      'data-state': {
        description:
          'Última respuesta conocida: true (válido), false (no válido), null (servicio no disponible) o unchecked.',
        example: 'unchecked',
      },
    },
  },
};
