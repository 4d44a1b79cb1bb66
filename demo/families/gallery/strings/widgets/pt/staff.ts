import type { WidgetText } from '../../types';

/** pt: the sales user's widgets (issue 13), and each of their attributes (see ../pt.ts). */
export const staff: Record<string, WidgetText> = {
  'customer-search': {
    summary:
      'A pesquisa de clientes do vendedor: a partir de 2 caracteres escritos, propõe os clientes cujo nome, e-mail ou número correspondem (sem ligar a acentos nem maiúsculas) numa lista percorrida com o teclado; o cliente escolhido preenche o formulário dos seus dados, guardado com um clique. Reservada aos vendedores: um cliente recebe uma recusa.',
    attributes: {},
  },
};
