import type { WidgetText } from '../../types';

/** pt: the card payment's widgets, and each of their attributes (see ../pt.ts). */
export const payment: Record<string, WidgetText> = {
  'payment-form': {
    summary:
      'O formulário de pagamento com cartão: espera que seja feita uma encomenda paga com cartão (ou a encomenda indicada), pede ao servidor uma sessão de pagamento e mostra nela o formulário do prestador de pagamentos. Uma recusa mostra uma mensagem e um botão para tentar de novo com a mesma encomenda; um pagamento aceite leva à confirmação.',
    attributes: {
      'data-order-id': {
        description:
          'Identificador da encomenda a pagar de imediato (página «pagar novamente»); sem ele, o formulário espera pela encomenda feita.',
        example: 'Qx3k9T2mVb8',
      },
      'data-confirmation-url': {
        description:
          'Endereço da confirmação de uma encomenda paga; {orderId} é substituído pelo identificador.',
        example: '/pt/checkout/confirmation/{orderId}',
      },
      'data-return-url': {
        description:
          'Endereço para onde o cliente volta após um passo de confirmação no banco; {orderId} é substituído.',
        example: '/pt/checkout/pay/{orderId}',
      },
    },
  },
  'payment-return': {
    summary:
      'O regresso de um passo de confirmação do pagamento (banco): entrega o resultado ao prestador de pagamentos e depois mostra a confirmação se o pagamento for aceite, ou a página para pagar novamente se for recusado.',
    attributes: {
      'data-provider': {
        description: 'Nome do prestador de pagamentos da sessão.',
        example: 'demopay',
      },
      'data-session-id': {
        description: 'Identificador da sessão de pagamento devolvido no endereço.',
        example: 'CSq1w2e3r4t5',
      },
      'data-redirect-result': {
        description: 'Resultado do passo de confirmação devolvido no endereço.',
        example: 'Zx9y8w7v6u',
      },
      'data-environment': {
        description: 'Ambiente do prestador (teste ou produção).',
        example: 'test',
      },
      'data-client-key': {
        description: 'Chave pública do prestador para esta loja.',
        example: 'test_DEMOPAYVITRINE',
      },
      'data-paid-url': {
        description: 'Endereço mostrado quando o pagamento é aceite.',
        example: '/pt/checkout/confirmation/Qx3k9T2mVb8',
      },
      'data-refused-url': {
        description: 'Endereço mostrado quando o pagamento é recusado, para pagar novamente.',
        example: '/pt/checkout/pay/Qx3k9T2mVb8',
      },
    },
  },
};
