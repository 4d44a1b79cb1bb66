import type { WidgetText } from '../../types';

/** pt: the checkout's choices (issue 12), and each of their attributes (see ../pt.ts). */
export const checkoutChoices: Record<string, WidgetText> = {
  'checkout-summary': {
    summary:
      'O resumo da encomenda: linhas, portes, desconto, IVA, parte paga com conta pré-paga e montante por pagar, recarregados e anunciados a cada alteração da encomenda.',
    attributes: {
      'data-to-pay': {
        description:
          'Montante por pagar em euros (2 casas decimais), verificado antes do pagamento.',
        example: '42.50',
      },
      'data-url': {
        description:
          'Endereço do resumo, recarregado quando a encomenda ou o cesto muda, a partir do idioma da página.',
        example: 'widget/checkoutsummary',
      },
    },
  },
  'prepaid-choice': {
    summary:
      'A escolha da conta pré-paga no checkout: é guardada de imediato e os totais acompanham; se falhar, volta a escolha anterior e uma mensagem explica porquê.',
    attributes: {},
  },
  'payment-methods': {
    summary:
      'A escolha do meio de pagamento (transferência ou cartão): mostra as informações do meio escolhido (conta e referência da transferência), guarda-o e comunica-o ao GA4; nada a escolher quando uma conta pré-paga paga tudo.',
    attributes: {},
  },
  'method-details': {
    summary:
      'As janelas de detalhes dos modos de envio: abrem ao passar o ponteiro, com o foco e pelo teclado, ficam enquanto o ponteiro está por cima e fecham com Esc.',
    attributes: {
      'data-close-delay': {
        description:
          'Milissegundos em que a janela fica aberta depois de o ponteiro sair do modo, para a poder alcançar.',
        example: '300',
      },
    },
  },
};
