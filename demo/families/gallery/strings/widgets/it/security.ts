import type { WidgetText } from '../../types';

/** it: the security widgets, and each of their attributes (see ../it.ts). */
export const security: Record<string, WidgetText> = {
  'totp-qr': {
    summary:
      'La configurazione della verifica in due passaggi: disegna il codice QR da scansionare con un’app di autenticazione e mostra la chiave come testo, a gruppi di 4, con un pulsante per copiarla. Senza script viene mostrata solo la chiave come testo.',
    attributes: {
      'data-uri': {
        description:
          'Indirizzo della chiave fornito dal server (otpauth://totp/…), disegnato come codice QR.',
        example:
          'otpauth://totp/Vitrine:demo%40vitrine.shop?secret=JBSWY3DPEHPK3PXP&issuer=Vitrine',
      },
      'data-secret': {
        description: 'La stessa chiave in base32, mostrata come testo da inserire a mano.',
        example: 'JBSWY3DPEHPK3PXP',
      },
    },
  },
};
