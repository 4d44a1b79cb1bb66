import type { WidgetText } from '../types';

/**
 * The editors’ manual in Portuguese (of Portugal): what each widget and each of its attributes
 * is for.
 */
export const widgets: Record<string, WidgetText> = {
  'banner-slider': {
    summary:
      'Faixa de banners (imagens ou vídeos), cada um com um título e um botão. Só avança sozinha ' +
      'se for indicado um intervalo, e para assim que o visitante lhe passa o rato por cima ou ' +
      'entra nela com o teclado.',
    attributes: {
      'data-slides': {
        description:
          'Os banners por ordem: imagem ou vídeo, texto alternativo, título, texto, botão e a sua ligação.',
        example:
          '[{"image": "/media/saldos.jpg", "alt": "", "heading": "Saldos de inverno", "cta": "Aproveite já", "href": "/pt/catalog"}]',
      },
      'data-interval': {
        description:
          'Tempo entre dois banners, em milissegundos; sem ele, a faixa nunca avança sozinha.',
        example: '6000',
      },
      'data-fade': {
        description: 'Passa de um banner para outro com um esbatimento em vez de os deslizar.',
        example: 'true',
      },
      'data-muted': {
        description:
          'Tira o som aos vídeos (os navegadores só reproduzem sozinhos os vídeos sem som).',
        example: 'false',
      },
    },
  },
  'basket-summary': {
    summary:
      'O carrinho do cabeçalho: número de artigos e montante, atualizados em todos os separadores.',
    attributes: {
      'data-basket-url': {
        description: 'Endereço da página do carrinho; por predefinição, o da língua da página.',
        example: '/pt/shoppingcarts',
      },
      'data-amount': {
        description:
          'Montante ao lado do número de artigos: com IVA (incl), sem IVA (excl) ou nenhum (none).',
        example: 'excl',
      },
    },
  },
  'brand-carousel': {
    summary:
      'Carrossel dos logótipos das marcas, cada um com ligação à página da sua marca, com botões ' +
      'anterior e seguinte; também se desliza com o dedo.',
    attributes: {
      'data-brands': {
        description: 'As marcas: nome no endereço (slug), nome apresentado e endereço do logótipo.',
        example: '[{"slug": "altavetta", "name": "Altavetta", "logo": "/media/brand/1.svg"}]',
      },
    },
  },
  'category-list': {
    summary:
      'Lista de categorias expansível: cada categoria com subcategorias recebe um botão para as ' +
      'mostrar ou ocultar, e a página atual fica assinalada.',
    attributes: {
      'data-toggle-label': {
        description:
          'Nome do botão para os leitores de ecrã; {{name}} é substituído pelo nome da categoria.',
        example: 'Subcategorias de {{name}}',
      },
    },
  },
  'cookie-consent': {
    summary:
      'Banner de consentimento de cookies e janela de preferências por categoria. Qualquer botão ' +
      'com o atributo data-consent-open volta a abrir as preferências.',
    attributes: {
      'data-policy-url': {
        description:
          'Página da política de privacidade, ligada a partir do banner: um caminho do site ou um endereço https.',
        example: '/pt/about#cookies',
      },
      'data-on-accept': {
        description:
          'Nome de uma função JavaScript da página, chamada quando pelo menos uma categoria é aceite.',
        example: 'shop.onConsentAccepted',
      },
      'data-on-decline': {
        description:
          'Nome de uma função JavaScript da página, chamada quando todas as categorias são recusadas.',
        example: 'shop.onConsentDeclined',
      },
      'data-position': {
        description:
          'Lugar do banner: em baixo (bottom) ou em cima (top) no ecrã, ou neste ponto da página (inline).',
        example: 'top',
      },
    },
  },
  'cookie-law-bar': {
    summary:
      'Aviso simples sobre cookies com um botão «Compreendi», para lojas sem cookies opcionais; ' +
      'caso contrário, use cookie-consent.',
    attributes: {
      'data-policy-url': {
        description:
          'Página da política de cookies, ligada a partir do aviso: um caminho do site ou um endereço https.',
        example: '/pt/about#cookies',
      },
      'data-position': {
        description:
          'Lugar do aviso: em baixo (bottom) ou em cima (top) no ecrã, ou neste ponto da página (inline).',
        example: 'inline',
      },
    },
  },
  'country-selector': {
    summary:
      'Escolha do país do visitante, que define os impostos aplicados aos preços; a página volta ' +
      'a carregar depois da mudança.',
    attributes: {
      'data-countries': {
        description: 'Os países propostos, em códigos de duas letras maiúsculas.',
        example: '["BE", "FR", "LU"]',
      },
      'data-current': {
        description: 'O país atual do visitante, em código de duas letras maiúsculas.',
        example: 'FR',
      },
    },
  },
  'currency-selector': {
    summary:
      'Escolha da moeda dos preços. Se o carrinho já estiver noutra moeda, o visitante confirma ' +
      'primeiro a mudança.',
    attributes: {
      'data-currencies': {
        description: 'As moedas propostas, em códigos de três letras maiúsculas.',
        example: '["EUR", "CHF"]',
      },
      'data-current': {
        description: 'A moeda atual; por predefinição, a das definições da página.',
        example: 'EUR',
      },
    },
  },
  'customer-reference-search': {
    summary:
      'Pesquisa de um produto pela referência própria do cliente (a partir de dois caracteres); ' +
      'escolher um resultado abre a página do produto.',
    attributes: {},
  },
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
  'filter-panel': {
    summary:
      'Painel de filtros da lista de produtos: cada escolha volta a carregar a lista, de imediato ' +
      'ou após uma curta espera. Em ecrãs pequenos começa fechado.',
    attributes: {
      'data-refresh-on-click': {
        description:
          'Volta a carregar a lista assim que um valor é marcado ou desmarcado, sem esperar.',
        example: 'true',
      },
      'data-auto-submit-delay': {
        description:
          'Tempo entre a última alteração e o envio automático dos filtros, em milissegundos.',
        example: '500',
      },
      'data-collapse-below': {
        description: 'Largura do ecrã em píxeis até à qual o painel começa fechado.',
        example: '1024',
      },
      'data-category-id': {
        description:
          'O número da categoria cujos filtros são carregados quando o painel está vazio.',
        example: '12',
      },
      'data-brand-id': {
        description: 'O número da marca cujos filtros são carregados quando o painel está vazio.',
        example: '3',
      },
    },
  },
  'language-links': {
    summary:
      'Ligações para as outras línguas: cada uma leva à mesma página na sua língua, com os ' +
      'filtros escolhidos.',
    attributes: {},
  },
  'list-controls': {
    summary:
      'Ordenação, produtos por página e apresentação em grelha ou em lista: uma alteração volta ' +
      'a carregar a lista sem botão OK.',
    attributes: {},
  },
  'list-tracking': {
    summary:
      'Medição de audiências de uma lista de produtos (Google Analytics 4): os produtos vistos e ' +
      'o produto aberto.',
    attributes: {
      'data-list-name': {
        description: 'O nome da lista nos relatórios, por exemplo o nome da categoria.',
        example: 'Sapatos',
      },
      'data-list-id': {
        description: 'O identificador da lista nos relatórios.',
        example: 'category-12',
      },
    },
  },
  'main-navigation': {
    summary:
      'Navegação principal do cabeçalho: no telemóvel, um botão Menu abre um painel com as ' +
      'categorias, os idiomas, o país e a moeda; em ecrã grande, as subcategorias abrem-se ao ' +
      'passar o rato ou com o teclado, e as categorias que não cabem na linha passam para ' +
      '«Mais».',
    attributes: {
      'data-large-from': {
        description:
          'Largura do ecrã, em píxeis, a partir da qual o cabeçalho toma a forma de computador; ' +
          'abaixo, o botão Menu.',
        example: '992',
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
  'sale-countdown': {
    summary:
      'Contagem decrescente de uma promoção: dias, horas, minutos e segundos restantes, com a ' +
      'data de fim. Desaparece depois de passado o fim.',
    attributes: {
      'data-end': {
        description: 'O fim da promoção: data e hora no formato ISO, com o fuso horário.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Como se escreve a data de fim, com DD, MM, YYYY, HH e mm; por predefinição, dia, mês e ano pela ordem da língua.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Nome de uma função JavaScript da página, chamada no fim em vez de voltar a carregar a página.',
        example: 'shop.onSaleEnd',
      },
    },
  },
  'scroll-in': {
    summary:
      'Faz aparecer um conteúdo com suavidade quando chega ao ecrã; de imediato para os ' +
      'visitantes que reduzem as animações.',
    attributes: {
      'data-animation': {
        description:
          'A entrada: esbatimento (fade), esbatimento a subir (fade-up) ou ligeira ampliação (zoom).',
        example: 'zoom',
      },
      'data-delay': {
        description:
          'Espera antes da entrada, em milissegundos (no máximo 2000), para escalonar blocos vizinhos.',
        example: '200',
      },
    },
  },
  'search-box': {
    summary:
      'Campo de pesquisa que sugere produtos a partir de dois caracteres; sem JavaScript, o ' +
      'formulário simples continua a funcionar.',
    attributes: {
      'data-action': {
        description:
          'Endereço da página de resultados; por predefinição, o catálogo da língua da página.',
        example: '/pt/catalog',
      },
    },
  },
  'social-share': {
    summary:
      'Botões para partilhar a página (redes sociais, e-mail e cópia da ligação), com o seu ' +
      'endereço do momento.',
    attributes: {
      'data-show-labels': {
        description: 'Mostra o nome das redes ao lado dos seus ícones.',
        example: 'true',
      },
      'data-keep-params': {
        description:
          'Os parâmetros do endereço mantidos na ligação partilhada; os outros são retirados.',
        example: '["variant", "color"]',
      },
      'data-popup-width': {
        description: 'Largura da janela de partilha, em píxeis (de 200 a 1600).',
        example: '700',
      },
      'data-popup-height': {
        description: 'Altura da janela de partilha, em píxeis (de 200 a 1200).',
        example: '600',
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
    },
  },
};
