import type { WidgetText } from '../../types';

/** es: the cart's shipping widgets, and each of their attributes (see ../es.ts). */
export const shipping: Record<string, WidgetText> = {
  'pickup-point': {
    summary:
      'Botón que abre la búsqueda de puntos de recogida de un modo de envío: lista con distancias y horarios, mapa y la elección del punto, guardada en la cesta.',
    attributes: {
      'data-shipping-method-id': {
        description: 'El número del modo de envío con puntos de recogida.',
        example: '213',
      },
      'data-carrier-gateway-id': {
        description: 'El número del transportista que se pasa a la página de búsqueda.',
        example: '7',
      },
      'data-carrier': {
        description:
          'El transportista que busca los puntos (relaypost, parcelbox o static para sus propias tiendas).',
        example: 'relaypost',
      },
      'data-country-id': {
        description: 'El número del país de entrega.',
        example: '21',
      },
      'data-country-code': {
        description: 'El código del país de entrega, en dos letras mayúsculas.',
        example: 'BE',
      },
      'data-post-code': {
        description:
          'El código postal donde empieza la primera búsqueda; vacío, lo indica el cliente.',
        example: '1000',
      },
      'data-city': {
        description: 'La ciudad donde empieza la primera búsqueda.',
        example: 'Madrid',
      },
      'data-address': {
        description: 'La dirección donde empieza la primera búsqueda.',
        example: 'Calle Mayor 5',
      },
      'data-first-name': {
        description: 'El nombre de facturación, usado como nombre de entrega.',
        example: 'Marie',
      },
      'data-last-name': {
        description: 'Los apellidos de facturación, usados como apellidos de entrega.',
        example: 'Dubois',
      },
      'data-chosen': {
        description: 'El punto ya elegido (su nombre y su dirección), mostrado junto al botón.',
        example: '{"name": "Estanco Sol", "address": "Calle Mayor 5, 28013 Madrid"}',
      },
      'data-search-url': {
        description:
          'Otra dirección de la página de búsqueda; se le añaden los parámetros de la búsqueda.',
        example: '/es/shippings/pickuppoint/search',
      },
    },
  },
};
