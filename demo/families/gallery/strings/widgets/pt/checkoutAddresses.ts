import type { WidgetText } from '../../types';

/** pt: a finalização da compra: as moradas e a verificação do IVA (see ../pt.ts). */
export const checkoutAddresses: Record<string, WidgetText> = {
  'address-picker': {
    summary:
      'Secção das moradas da finalização da compra: escolher a morada de faturação e de entrega e o tipo de conta, ou escrever a morada sem conta; cada escolha é guardada de imediato e os portes acompanham. As ligações «Adicionar» e «Alterar» abrem o formulário da morada numa janela.',
    attributes: {
      'data-postal-codes': {
        description:
          'Regra do código postal por país (código ISO → padrão, em JSON), aplicada ao campo quando o país muda.',
        example: '{"BE":"\\\\d{4}","NL":"\\\\d{4} ?[A-Za-z]{2}"}',
      },
      'data-section-url': {
        description: 'Endereço do conteúdo da secção, recarregado depois de guardar uma morada.',
        example: '/pt/checkout/addresses',
      },
    },
  },
  'vat-check': {
    summary:
      'Número de IVA verificado assim que muda (se não estiver vazio); a resposta válido, inválido ou serviço indisponível aparece junto ao campo e a página recarrega quando a validade muda.',
    attributes: {
      'data-customer-id': {
        description:
          'Identificador do cliente com sessão iniciada, enviado com a verificação (vazio para um convidado).',
        example: '104872',
      },
      'data-state': {
        description:
          'Última resposta conhecida: true (válido), false (inválido), null (serviço indisponível) ou unchecked.',
        example: 'unchecked',
      },
    },
  },
};
