import type { WidgetText } from '../../types';

/** pt: the checkout's order widgets (issue 12; see ../pt.ts). */
export const checkoutOrders: Record<string, WidgetText> = {
  'checkout-form': {
    summary:
      'Envio do formulário de encomenda: o formulário é verificado (erros anunciados no topo, o primeiro destacado), o montante a pagar é verificado de novo mesmo antes e a encomenda é feita uma só vez; o que foi escrito mantém-se se a página recarregar.',
    attributes: {
      'data-to-pay': {
        description:
          'Montante a pagar (EUR) mostrado quando a página foi gerada, se o resumo não o indicar.',
        example: '59.9',
      },
      'data-texts': {
        description:
          'As frases do formulário (erros, envio, novo total, falha, encomenda com cartão), na língua da página.',
        example:
          '{"invalid": "…", "placing": "…", "totalChanged": "… {total}", "failed": "…", "placedCard": "… {number}"}',
      },
      'data-begin-checkout': {
        description:
          'Dados GA4 «begin_checkout» (artigos, montante, moeda, código promocional), enviados uma vez por visualização.',
        example:
          '{"currency": "EUR", "value": 59.9, "items": [{"item_id": "1001", "item_name": "Vase", "quantity": 1}]}',
      },
      'data-draft-key': {
        description: 'Nome com que o rascunho do formulário é guardado durante a visita.',
        example: 'vitrine:checkout-draft',
      },
      'data-skip': {
        description: 'Campos que o rascunho não repõe (escolhas que o servidor já guarda).',
        example: '["ShippingMethodId", "PrepaidAccountId"]',
      },
    },
  },
  'purchase-tracking': {
    summary:
      'Medição GA4 da compra na página de confirmação, enviada uma só vez por encomenda, mesmo que a página recarregue.',
    attributes: {
      'data-purchase': {
        description:
          'Dados GA4 «purchase»: número da encomenda, montante, IVA, envio, moeda, código promocional, artigos.',
        example:
          '{"transaction_id": "VT-2026-001001", "value": 59.9, "tax": 10.4, "shipping": 5.95, "currency": "EUR", "items": [{"item_id": "1001", "item_name": "Vase", "quantity": 1}]}',
      },
      'data-storage-key': {
        description: 'Nome com que o navegador guarda os números de encomenda já enviados.',
        example: 'vitrine:purchases-sent',
      },
    },
  },
};
