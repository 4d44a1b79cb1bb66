import type { WidgetText } from '../../types';

/** es: the basket page's options (delivery country, postal code, shipping methods, coupon; see ../es.ts). */
export const cartOptions: Record<string, WidgetText> = {
  'city-lookup': {
    summary:
      'Código postal de entrega: a partir de 4 caracteres se abre la lista de localidades; la localidad elegida se guarda para el carrito.',
    attributes: {
      'data-country-id': {
        description: 'Identificador del país de entrega, cuyas localidades se proponen.',
        example: '21',
      },
      'data-postal-code': {
        description: 'Código postal ya guardado para el carrito, mostrado en el campo.',
        example: '1050',
      },
      'data-city': {
        description: 'Localidad ya guardada para el carrito, recordada bajo el campo.',
        example: 'Ixelles',
      },
      'data-numeric': {
        description: 'Códigos postales solo con cifras: los móviles muestran el teclado numérico.',
        example: 'true',
      },
    },
  },
  'coupon-form': {
    summary:
      'Campo del código promocional del carrito: Intro o el botón lo aplica, un código aplicado se puede quitar y un cliente conectado elige entre sus propios códigos.',
    attributes: {
      'data-applied': {
        description:
          'Código promocional ya aplicado al carrito, mostrado en el campo para poder quitarlo.',
        example: 'BIENVENUE10',
      },
      'data-customer-id': {
        description:
          'Identificador del cliente conectado: muestra el botón «Mis códigos promocionales».',
        example: '104872',
      },
      'data-list-url': {
        description:
          'Dirección del texto de la ventana «Mis códigos promocionales», desde el idioma de la página.',
        example: 'widget/couponcodes/list',
      },
    },
  },
  'shipping-country': {
    summary:
      'País de entrega del carrito: la elección se guarda y la página se actualiza una sola vez.',
    attributes: {
      'data-billing-select': {
        description:
          'Identificador de la lista del país de facturación, en las páginas con ambos países: entonces se envían juntos.',
        example: 'billing-country',
      },
    },
  },
  'shipping-methods': {
    summary:
      'Métodos de envío del carrito con su precio y su plazo: la elección se guarda y un punto de recogida abre su búsqueda.',
    attributes: {
      'data-url': {
        description:
          'Dirección de la lista de métodos de envío, recargada cuando cambia el carrito, desde el idioma de la página.',
        example: 'widget/shippingmethods',
      },
      'data-checkout': {
        description:
          'Página de pago: recarga la lista si cambia la dirección o el país de envío, y comunica la opción elegida a GA4.',
        example: 'true',
      },
    },
  },
};
