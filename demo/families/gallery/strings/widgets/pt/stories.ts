import type { WidgetText } from '../../types';

/** The editors’ manual in Portuguese: the blog, masonry, ticker and zoomable image widgets (issue 15). */
export const stories: Record<string, WidgetText> = {
  'blog-scroller': {
    summary:
      'Lista de artigos do blogue percorrida artigo a artigo: botões anterior e seguinte, teclas J ' +
      'e K; o endereço da página acompanha o artigo mostrado.',
    attributes: {
      'data-offset': {
        description:
          'Espaço deixado acima do artigo trazido ao ecrã, em píxeis (para um cabeçalho fixo).',
        example: '80',
      },
    },
  },
  masonry: {
    summary:
      'Lista de fotografias ou cartões em colunas de alturas diferentes, sem espaços vazios, pela ' +
      'ordem de leitura; nada se mexe enquanto as imagens carregam.',
    attributes: {
      'data-column-width': {
        description: 'Largura mínima de uma coluna, em píxeis: tantas colunas quantas couberem.',
        example: '220',
      },
      'data-gap': {
        description: 'Espaço entre os elementos, em píxeis.',
        example: '12',
      },
    },
  },
  ticker: {
    summary:
      'Faixa de notícias breves que desliza sem parar, com um botão de pausa; para ao passar o rato ' +
      'e fica imóvel para quem reduz as animações.',
    attributes: {
      'data-speed': {
        description: 'Velocidade de deslocamento, em píxeis por segundo.',
        example: '50',
      },
    },
  },
  'zoom-images': {
    summary:
      'Fotografias que abrem em grande numa janela com miniaturas, fotografia anterior e seguinte, e ' +
      'zoom com a roda do rato, com dois dedos, pelo teclado ou com os botões.',
    attributes: {
      'data-title': {
        description: 'Título da janela das fotografias (o nome do artigo ou da galeria).',
        example: 'Fotografias: Três dias nas cristas do Vercors',
      },
    },
  },
};
