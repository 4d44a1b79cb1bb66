import type { WidgetText } from '../../types';

/** pt: the basket page's options (delivery country, postal code, shipping methods, coupon; see ../pt.ts). */
export const cartOptions: Record<string, WidgetText> = {
  'city-lookup': {
    summary:
      'Código postal de entrega: a partir de 4 caracteres abre-se a lista de localidades; a localidade escolhida fica guardada para o carrinho.',
    attributes: {
      'data-country-id': {
        description: 'Identificador do país de entrega, cujas localidades são propostas.',
        example: '21',
      },
      'data-postal-code': {
        description: 'Código postal já guardado para o carrinho, mostrado no campo.',
        example: '1050',
      },
      'data-city': {
        description: 'Localidade já guardada para o carrinho, lembrada por baixo do campo.',
        example: 'Ixelles',
      },
      'data-numeric': {
        description: 'Códigos postais só com algarismos: os telemóveis mostram o teclado numérico.',
        example: 'true',
      },
    },
  },
  'coupon-form': {
    summary:
      'Campo do código promocional do carrinho: Enter ou o botão aplica-o, um código aplicado pode ser retirado e um cliente com sessão iniciada escolhe entre os seus códigos.',
    attributes: {
      'data-applied': {
        description:
          'Código promocional já aplicado ao carrinho, mostrado no campo para o poder retirar.',
        example: 'BIENVENUE10',
      },
      'data-customer-id': {
        description:
          'Identificador do cliente com sessão iniciada: mostra o botão «Os meus códigos promocionais».',
        example: '104872',
      },
      'data-list-url': {
        description:
          'Endereço do texto da janela «Os meus códigos promocionais», a partir da língua da página.',
        example: 'widget/couponcodes/list',
      },
    },
  },
  'shipping-country': {
    summary:
      'País de entrega do carrinho: a escolha fica guardada e a página é atualizada uma única vez.',
    attributes: {
      'data-billing-select': {
        description:
          'Identificador da lista do país de faturação, nas páginas com os dois países: são então enviados juntos.',
        example: 'billing-country',
      },
    },
  },
  'shipping-methods': {
    summary:
      'Métodos de envio do carrinho com preço e prazo: a escolha fica guardada e um ponto de recolha abre a sua pesquisa.',
    attributes: {
      'data-url': {
        description:
          'Endereço da lista de métodos de envio, recarregada quando o carrinho muda, a partir da língua da página.',
        example: 'widget/shippingmethods',
      },
      'data-checkout': {
        description:
          'Checkout: recarrega a lista quando muda a morada ou o país de envio, e comunica ao GA4 o modo escolhido.',
        example: 'true',
      },
    },
  },
};
