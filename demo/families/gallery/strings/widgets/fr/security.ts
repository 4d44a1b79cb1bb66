import type { WidgetText } from '../../types';

/** fr: the security widgets, and each of their attributes (see ../fr.ts). */
export const security: Record<string, WidgetText> = {
  'totp-qr': {
    summary:
      'La configuration de la validation en deux étapes : dessine le QR code à scanner avec une application d’authentification, et montre la clé en texte, par groupes de 4, avec un bouton pour la copier. Sans script, seule la clé en texte est affichée.',
    attributes: {
      'data-uri': {
        description:
          'Adresse de la clé donnée par le serveur (otpauth://totp/…), dessinée en QR code.',
        example:
          'otpauth://totp/Vitrine:demo%40vitrine.shop?secret=JBSWY3DPEHPK3PXP&issuer=Vitrine',
      },
      'data-secret': {
        description: 'La même clé en base32, affichée en texte pour la saisir à la main.',
        example: 'JBSWY3DPEHPK3PXP',
      },
    },
  },
};
