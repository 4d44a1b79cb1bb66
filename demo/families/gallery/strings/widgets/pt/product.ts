import type { WidgetText } from '../../types';

/** pt: the product page’s and wishlist widgets, and each of their attributes (see ../pt.ts). */
export const product: Record<string, WidgetText> = {
  'customer-reference-update': {
    summary:
      'Campo onde o cliente guarda a sua própria referência para uma variante de produto; a ' +
      'resposta aparece numa notificação ou numa janela.',
    attributes: {
      'data-product-id': {
        description: 'O número do produto.',
        example: '1001',
      },
      'data-product-variant-id': {
        description: 'O número da variante apresentada.',
        example: '100101',
      },
      'data-reference': {
        description: 'A referência já guardada; vazia se ainda não houver nenhuma.',
        example: 'MINHA-REF-12',
      },
      'data-max-length': {
        description: 'O número máximo de caracteres da referência.',
        example: '30',
      },
      'data-display': {
        description:
          'Onde aparece a resposta: numa notificação breve (growl) ou numa janela que se fecha sozinha (dialog).',
        example: 'dialog',
      },
      'data-update-url': {
        description:
          'Outro endereço para guardar, sob o caminho da aplicação, sem barra no início.',
        example: 'api/v1/catalog/customerref/update',
      },
    },
  },
  'number-stepper': {
    summary: 'Botões de menos e mais à volta de um campo numérico (quantidades, formulários).',
    attributes: {
      'data-non-negative': {
        description: 'Impede valores abaixo de zero: o botão de menos fica desativado em 0.',
        example: 'true',
      },
    },
  },
  pagination: {
    summary:
      'Páginas da lista: a primeira, a última, as vizinhas da página atual, anterior e seguinte. ' +
      'Oculta quando só há uma página.',
    attributes: {
      'data-page': {
        description: 'A página atual, a contar a partir de 1.',
        example: '3',
      },
      'data-pages': {
        description: 'O número total de páginas.',
        example: '12',
      },
      'data-inner-window': {
        description: 'Quantas páginas mostrar de cada lado da página atual.',
        example: '3',
      },
      'data-small-inner-window': {
        description: 'Quantas páginas mostrar de cada lado em ecrãs pequenos.',
        example: '1',
      },
      'data-small-below': {
        description: 'Largura do ecrã em píxeis abaixo da qual o ecrã conta como pequeno.',
        example: '640',
      },
    },
  },
  'product-gallery': {
    summary:
      'Fotografias do produto: a fotografia principal com zoom, as miniaturas e uma ampliação em ' +
      'ecrã inteiro.',
    attributes: {
      'data-title': {
        description: 'O nome do produto (e da sua cor), título da vista ampliada.',
        example: 'Sandália Kodiak, preto',
      },
      'data-images': {
        description: 'As fotografias por ordem: o endereço e o texto alternativo de cada uma.',
        example:
          '[{"src": "/media/product/1005/0.jpg", "alt": "Sandália Kodiak, vista de frente"}]',
      },
      'data-width': {
        description:
          'Largura das fotografias em píxeis, para reservar o seu espaço durante o carregamento.',
        example: '800',
      },
      'data-height': {
        description:
          'Altura das fotografias em píxeis, para reservar o seu espaço durante o carregamento.',
        example: '800',
      },
    },
  },
  'product-variations': {
    summary:
      'Escolha da variante (cor, tamanho…), quantidade, preço e botão para adicionar ao carrinho ' +
      'da página do produto.',
    attributes: {
      'data-product-id': {
        description: 'O número do produto.',
        example: '1035',
      },
      'data-name': {
        description: 'O nome do produto, enviado com a encomenda e mostrado na confirmação.',
        example: 'Casaco leve Summit',
      },
      'data-variant': {
        description:
          'A variante mostrada primeiro, tal como a loja a descreve; são aceites outros campos.',
        example:
          '{"ProductId": 1035, "ProductVariantId": 103501, "SKU": "CR-17165-01", "CurrencyCode": "EUR", "UnitPriceTaxIncl": 139.95}',
      },
      'data-attributes': {
        description: 'As características a escolher (cor, tamanho…) com os seus valores.',
        example:
          '[{"ProductAttributeId": 2, "Value": "Tamanho", "VariationDisplayTypeValue": "Button", "ProductAttributeValuesViewModel": [{"ProductAttributeValueId": 213, "DisplayValue": "S", "IsUnavailable": false}]}]',
      },
      'data-quantity': {
        description: 'A regra da quantidade: mínimo, incremento e máximo (0 para nenhum máximo).',
        example: '{"min": 1, "step": 1, "max": 10}',
      },
      'data-tracking': {
        description:
          'Os dados do produto para a medição de audiências: identificador, marca e categoria.',
        example: '{"item_id": "1035", "item_brand": "Estrellino", "item_category": "Casacos"}',
      },
      'data-origin': {
        description: 'A origem enviada com a encomenda, por exemplo a página de onde vem a adição.',
        example: 'product-page',
      },
      'data-in-address': {
        description:
          'Escreve a variante escolhida no endereço da página (?variant=); false numa vista rápida.',
        example: 'false',
      },
    },
  },
  'variant-fragment': {
    summary:
      'Bloco da página do produto que volta a carregar quando o visitante escolhe outra variante ' +
      '(stock, preços por quantidade, fotografias…).',
    attributes: {
      'data-src': {
        description: 'O caminho do bloco sob o caminho da aplicação, sem barra no início.',
        example: 'widget/catalog/StockByWarehouse',
      },
      'data-product-id': {
        description: 'O número do produto.',
        example: '1035',
      },
      'data-product-variant-id': {
        description: 'O número da variante para a qual o bloco foi escrito.',
        example: '103501',
      },
      'data-params': {
        description:
          'Parâmetros fixos enviados em cada carregamento: nomes e valores (texto, número, true ou false).',
        example: '{"displayAllActiveWarehouses": false}',
      },
    },
  },
  'viewer-360': {
    summary:
      'Vista de 360° de um produto: as imagens rodam sozinhas, e o visitante fá-las rodar com o ' +
      'dedo, o rato ou o teclado.',
    attributes: {
      'data-src': {
        description:
          'O endereço das imagens, onde {frame} é substituído pelo número de cada imagem (0, 1, 2…).',
        example: '/media/product/12/spin/{frame}.jpg',
      },
      'data-frames': {
        description: 'O número de imagens de uma volta completa (de 2 a 360).',
        example: '36',
      },
      'data-interval': {
        description: 'Tempo entre duas imagens durante a rotação automática, em milissegundos.',
        example: '80',
      },
      'data-name': {
        description: 'O nome do produto, que dá nome à vista para os leitores de ecrã.',
        example: 'Sandália Kodiak',
      },
    },
  },
  'wishlist-button': {
    summary:
      'Botão para adicionar a uma lista de desejos ou lista de nascimento: abre a escolha da ' +
      'lista, ou o início de sessão para um visitante sem sessão iniciada.',
    attributes: {
      'data-product-id': {
        description: 'O número do produto.',
        example: '1001',
      },
      'data-product-variant-id': {
        description: 'O número da variante apresentada.',
        example: '100101',
      },
      'data-kind': {
        description:
          'As listas propostas: listas de desejos (wishlist) ou listas de nascimento (birthlist).',
        example: 'birthlist',
      },
      'data-popup-url': {
        description:
          'Outro endereço para a janela de escolha da lista; é-lhe acrescentado o número da variante.',
        example: '/pt/catalog/wishlist/popup',
      },
      'data-item': {
        description:
          'Os dados do produto para a medição de audiências, quando a resposta da loja não os traz.',
        example: '{"item_name": "Sandália Kodiak", "item_id": "1005", "price": 49.95}',
      },
    },
  },
  'wishlist-count': {
    summary:
      'Ligação do cabeçalho para a lista de desejos, com o número de produtos, atualizada depois ' +
      'de cada adição.',
    attributes: {
      'data-wishlist-url': {
        description:
          'Endereço da página da lista de desejos; por predefinição, o da língua da página.',
        example: '/pt/catalog/wishlist/list',
      },
      'data-prefetch': {
        description:
          'Indique false para um visitante sem sessão iniciada: a página das listas não é então pré-carregada ao passar o rato.',
        example: 'false',
      },
    },
  },
  'wishlist-page': {
    summary:
      'Página das listas de desejos e de nascimento do cliente: escolher uma lista mostra os seus produtos sem recarregar a página; aí se mudam as quantidades desejadas, se adiciona ao carrinho, se retira um produto, se renomeia, se descreve, se elimina a lista ou se encomenda inteira.',
    attributes: {
      'data-list-item-url': {
        description:
          'Outro endereço para os produtos de uma lista; é-lhe acrescentado o número da lista.',
        example: '/pt/catalog/wishlist/list_item',
      },
    },
  },
};
