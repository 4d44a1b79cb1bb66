import type { WidgetText } from '../../types';

/** pt: the security widgets, and each of their attributes (see ../pt.ts). */
export const security: Record<string, WidgetText> = {
  'totp-qr': {
    summary:
      'A configuração da verificação em dois passos: desenha o código QR a ler com uma aplicação de autenticação e mostra a chave em texto, em grupos de 4, com um botão para a copiar. Sem script, só a chave em texto é mostrada.',
    attributes: {
      'data-uri': {
        description:
          'Endereço da chave dado pelo servidor (otpauth://totp/…), desenhado como código QR.',
        example:
          'otpauth://totp/Vitrine:demo%40vitrine.shop?secret=JBSWY3DPEHPK3PXP&issuer=Vitrine',
      },
      'data-secret': {
        description: 'A mesma chave em base32, mostrada em texto para a introduzir à mão.',
        example: 'JBSWY3DPEHPK3PXP',
      },
    },
  },
};
