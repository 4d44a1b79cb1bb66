import type { WidgetText } from '../../types';

/** pt: the tyre-fitting widgets, and each of their attributes (see ../pt.ts). */
export const tyres: Record<string, WidgetText> = {
  'tyre-calendar': {
    summary:
      'Calendário de marcações para a montagem de pneus, no formulário: o cliente escolhe um dia livre (com teclado ou rato) e depois um horário; os dias completos aparecem riscados.',
    attributes: {
      'data-months-limit': {
        description: 'O número de meses que o calendário pode mostrar, a partir do mês atual.',
        example: '6',
      },
      'data-date-name': {
        description: 'O nome do campo que envia o dia escolhido (aaaa-mm-dd).',
        example: 'Date',
      },
      'data-slot-name': {
        description: 'O nome do campo que envia o horário escolhido.',
        example: 'Slot',
      },
    },
  },
  'tyre-inscriptions': {
    summary:
      'Formulário de inscrição de pneus: secções recolhíveis, matrículas limitadas a letras e algarismos e um esquema do flanco cujas linhas se desenham no ecrã.',
    attributes: {
      'data-small-below': {
        description: 'A largura (px) abaixo da qual as linhas do esquema ficam ocultas.',
        example: '576',
      },
    },
  },
};
