import type { WidgetText } from '../../types';

/** pt: the cart's shipping widgets, and each of their attributes (see ../pt.ts). */
export const shipping: Record<string, WidgetText> = {
  'pickup-point': {
    summary:
      'Botão que abre a pesquisa de pontos de recolha de um modo de envio: lista com distâncias e horários, mapa e depois a escolha do ponto, guardada no cesto.',
    attributes: {
      'data-shipping-method-id': {
        description: 'O número do modo de envio com pontos de recolha.',
        example: '213',
      },
      'data-carrier-gateway-id': {
        description: 'O número da transportadora passado à página de pesquisa.',
        example: '7',
      },
      'data-carrier': {
        description:
          'A transportadora que procura os pontos (relaypost, parcelbox ou static para as suas próprias lojas).',
        example: 'relaypost',
      },
      'data-country-id': {
        description: 'O número do país de entrega.',
        example: '21',
      },
      'data-country-code': {
        description: 'O código do país de entrega, em duas letras maiúsculas.',
        example: 'BE',
      },
      'data-post-code': {
        description: 'O código postal onde começa a primeira pesquisa; vazio, o cliente indica-o.',
        example: '1000',
      },
      'data-city': {
        description: 'A localidade onde começa a primeira pesquisa.',
        example: 'Lisboa',
      },
      'data-address': {
        description: 'A morada onde começa a primeira pesquisa.',
        example: 'Rua Augusta 80',
      },
      'data-first-name': {
        description: 'O nome próprio de faturação, usado como nome próprio de entrega.',
        example: 'Marie',
      },
      'data-last-name': {
        description: 'O apelido de faturação, usado como apelido de entrega.',
        example: 'Dubois',
      },
      'data-chosen': {
        description: 'O ponto já escolhido (nome e morada), mostrado ao lado do botão.',
        example: '{"name": "Tabacaria Central", "address": "Rua Augusta 80, 1100-148 Lisboa"}',
      },
      'data-search-url': {
        description:
          'Outro endereço da página de pesquisa; os parâmetros da pesquisa são-lhe acrescentados.',
        example: '/pt/shippings/pickuppoint/search',
      },
    },
  },
};
