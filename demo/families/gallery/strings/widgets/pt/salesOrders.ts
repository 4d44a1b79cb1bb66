import type { WidgetText } from '../../types';

/** pt: the customer's order widgets (issue 13; see ../pt.ts). */
export const salesOrders: Record<string, WidgetText> = {
  'change-delivery-address': {
    summary:
      'Botão «Alterar a morada de entrega» de uma encomenda: uma janela com a morada de entrega, enviada ao servidor; depois o botão fica desativado e indica «Alteração pedida».',
    attributes: {
      'data-order-id': {
        description: 'Identificador da encomenda enviado com o pedido.',
        example: 'past-03',
      },
      'data-order-number': {
        description: 'Número da encomenda lido pelo cliente, citado na janela.',
        example: 'VT-2026-000826',
      },
      'data-requested': {
        description: 'Já está em curso uma alteração: o botão aparece desativado.',
        example: 'false',
      },
      'data-countries': {
        description: 'Países propostos (códigos ISO), nomeados na língua da página.',
        example: '["BE", "FR", "NL"]',
      },
      'data-address': {
        description: 'Morada de entrega atual, que preenche o formulário.',
        example:
          '{"FirstName": "Camille", "LastName": "Martin", "Street1": "Rue de la Loi", "HouseNumber": "16", "BoxNumber": "", "PostalCode": "1000", "City": "Bruxelles", "CountryCode": "BE"}',
      },
    },
  },
  reorder: {
    summary:
      'Botão «Encomendar novamente»: volta a pôr cada artigo da encomenda no carrinho, atualiza o carrinho do cabeçalho e assinala um artigo que já não é vendido.',
    attributes: {
      'data-order-id': {
        description: 'Identificador da encomenda enviado com o pedido.',
        example: 'past-05',
      },
      'data-currency-code': { description: 'Moeda da encomenda (código ISO).', example: 'EUR' },
      'data-item-origin': {
        description: 'Origem dos artigos enviada ao servidor.',
        example: 'Catalog',
      },
      'data-basket-url': {
        description: 'Endereço da página do carrinho, proposto como ligação depois de adicionar.',
        example: '/pt/shoppingcarts',
      },
      'data-lines': {
        description:
          'Artigos da encomenda: nome, quantidade, preço unitário, identificador da variante.',
        example: '[{"name": "Lampe", "quantity": 2, "price": 39.9, "itemKey": "100101"}]',
      },
    },
  },
  'refund-request': {
    summary:
      'Formulário de pedido de reembolso: uma quantidade por artigo, o montante reembolsado por linha e o total que acompanham as escolhas, um motivo; o pedido é enviado e depois é mostrado o seu estado.',
    attributes: {
      'data-order-id': {
        description: 'Identificador da encomenda enviado com o pedido.',
        example: 'past-09',
      },
      'data-order-number': {
        description: 'Número da encomenda, também enviado ao GA4 com o evento «refund».',
        example: 'VT-2026-000604',
      },
      'data-currency': { description: 'Moeda dos montantes (código ISO).', example: 'EUR' },
      'data-lines': {
        description:
          'Artigos comprados: identificador da variante, nome, referência, quantidade comprada, preço unitário com IVA.',
        example:
          '[{"productVariantId": 100101, "name": "Lampe", "sku": "LT-01", "quantity": 2, "unitPrice": 39.9}]',
      },
    },
  },
};
