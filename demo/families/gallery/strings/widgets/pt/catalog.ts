import type { WidgetText } from '../../types';

/** pt: the catalogue’s widgets (lists, search, home), and each of their attributes (see ../pt.ts). */
export const catalog: Record<string, WidgetText> = {
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
  'customer-reference-search': {
    summary:
      'Pesquisa de um produto pela referência própria do cliente (a partir de dois caracteres); ' +
      'escolher um resultado abre a página do produto.',
    attributes: {},
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
};
