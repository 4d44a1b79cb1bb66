import type { WidgetText } from '../../types';

/** pt: a conta pré-paga (issue 13), and each of its widgets' attributes (see ../pt.ts). */
export const prepaid: Record<string, WidgetText> = {
  'prepaid-notification': {
    summary:
      'O aviso de utilização de uma conta pré-paga: a caixa é guardada assim que é marcada ou desmarcada, com uma confirmação; se falhar, volta ao que está guardado e uma mensagem di-lo.',
    attributes: {
      'data-prepaid-account-id': {
        description: 'O número da conta pré-paga (PrepaidAccountId) cujo aviso se define.',
        example: '7002',
      },
      'data-is-activated': {
        description:
          'O que o servidor tem guardado: true se o aviso está ativo, false caso contrário.',
        example: 'true',
      },
    },
  },
  'prepaid-add-to-cart': {
    summary:
      'A compra de saldo pré-pago: a conta a carregar (ou uma conta nova) e o montante, adicionados ao cesto; sem montante, uma mensagem pede uma quantidade e nada é enviado. O cesto do cabeçalho acompanha.',
    attributes: {},
  },
  'prepaid-payment': {
    summary:
      'O pagamento com uma conta pré-paga de uma encomenda que aguarda transferência: a conta escolhida paga o que pode e volta-se à encomenda com um aviso; o que faltar fica por pagar por transferência.',
    attributes: {
      'data-order-id': {
        description: 'O identificador da encomenda a pagar (o do endereço da sua página).',
        example: 'a1b2c3d4',
      },
    },
  },
};
