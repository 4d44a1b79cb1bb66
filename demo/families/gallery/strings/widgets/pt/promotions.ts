import type { WidgetText } from '../../types';

/** The popups and banners (issue 15) in the editors’ manual, in Portuguese. */
export const promotions: Record<string, WidgetText> = {
  banner: {
    summary:
      'Banner promocional no topo da página, mostrado de imediato, com uma contagem decrescente e um botão para o fechar. Depois de fechado, não volta.',
    attributes: {
      'data-id': {
        description:
          'O identificador da promoção: o que o navegador memoriza quando o cliente a fecha.',
        example: 'black-friday-2026',
      },
      'data-title': {
        description: 'O título do banner, que também o nomeia para os leitores de ecrã.',
        example: 'Black Friday',
      },
      'data-end-datetime': {
        description:
          'O fim da promoção, data e hora ISO com fuso horário: depois deixa de ser mostrada, até lá com contagem decrescente.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Como se escreve a data de fim, com DD, MM, YYYY, HH e mm; por omissão, dia, mês e ano na ordem da língua.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Nome de uma função JavaScript da página, chamada no fim da contagem decrescente em vez de voltar a carregar a página.',
        example: 'shop.onPromotionEnd',
      },
    },
  },
  popup: {
    summary:
      'Janela promocional: o conteúdo do <template> do bloco abre numa janela 3 segundos depois do carregamento, nunca sobre outra janela nem antes da escolha dos cookies, nunca durante a compra. Depois de fechada, não volta.',
    attributes: {
      'data-id': {
        description:
          'O identificador da promoção: o que o navegador memoriza quando o cliente a fecha.',
        example: 'black-friday-2026',
      },
      'data-title': {
        description: 'O título da janela.',
        example: 'Vamos manter o contacto',
      },
      'data-end-datetime': {
        description:
          'O fim da promoção, data e hora ISO com fuso horário: depois deixa de ser mostrada, até lá com contagem decrescente.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Como se escreve a data de fim, com DD, MM, YYYY, HH e mm; por omissão, dia, mês e ano na ordem da língua.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Nome de uma função JavaScript da página, chamada no fim da contagem decrescente em vez de voltar a carregar a página.',
        example: 'shop.onPromotionEnd',
      },
    },
  },
};
