import type { WidgetText } from '../../types';

/** pt: the form helpers and the collapse (issue 15), and each of their attributes (see ../pt.ts). */
export const formHelpers: Record<string, WidgetText> = {
  collapse: {
    summary:
      'Bloco recolhível (pergunta e resposta, detalhes): o título torna-se um botão que abre e fecha o conteúdo suavemente; sem animação para quem as reduz. O conteúdo lê-se sem JavaScript, e uma ligação para #id do conteúdo abre-o.',
    attributes: {
      'data-group': {
        description:
          'Um nome de grupo: dos blocos do mesmo grupo, só um fica aberto de cada vez (umas perguntas frequentes). Vazio: independente.',
        example: 'faq',
      },
      'data-open': {
        description: 'Aberto ao carregar a página (true) ou fechado (false).',
        example: 'true',
      },
    },
  },
  'floating-label': {
    summary:
      'Etiquetas animadas: à volta de um campo ou de um formulário inteiro, a etiqueta fica dentro do campo vazio e sobe para o seu rebordo quando o campo recebe o foco ou um valor (também com o preenchimento automático). Ajudas e mensagens de erro ficam por baixo do campo.',
    attributes: {
      'data-selects': {
        description: 'Aplicar também às listas pendentes (a etiqueta fica então sempre em cima).',
        example: 'true',
      },
    },
  },
  'fake-select': {
    summary:
      'Lista pendente com estilo: a lista nativa do navegador, com a seta e o contorno de foco da loja. O teclado, o seletor do telemóvel e as regras de validação funcionam como sempre.',
    attributes: {
      'data-arrow': {
        description: 'A forma da seta: chevron ou pequeno triângulo (triangle).',
        example: 'triangle',
      },
    },
  },
  'searchable-select': {
    summary:
      'Lista pendente com pesquisa: o cliente escreve para filtrar as opções (as da lista do servidor ou uma pesquisa remota), com teclado ou rato. A lista original fica escondida no formulário e envia o valor escolhido.',
    attributes: {
      'data-for': {
        description: 'O id da lista pendente (select) do servidor que o widget substitui.',
        example: 'field-ShopId',
      },
      'data-search-url': {
        description:
          'O endereço de pesquisa: GET {endereço}?q={texto} responde [{value, label}]. Vazio: as opções da lista são filtradas no local.',
        example: 'api/v1/stores/search',
      },
      'data-min-chars': {
        description: 'Quantos caracteres escrever antes de uma pesquisa remota (1 a 10).',
        example: '3',
      },
    },
  },
  'date-picker': {
    summary:
      'Seletor de data: um botão ao lado de um campo de texto abre um calendário (rato ou teclado); a data escolhida é escrita no formato curto da língua (dd/mm/aaaa em português). O cliente também a pode escrever.',
    attributes: {
      'data-for': {
        description: 'O id do campo de texto que o calendário preenche.',
        example: 'field-PreferredDate',
      },
      'data-min': {
        description: 'O primeiro dia possível: aaaa-mm-dd, ou today para hoje.',
        example: 'today',
      },
      'data-max': {
        description: 'O último dia possível: aaaa-mm-dd, ou today para hoje.',
        example: '2027-06-30',
      },
    },
  },
};
