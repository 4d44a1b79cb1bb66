import type { WidgetText } from '../../types';

/** nl: the security widgets, and each of their attributes (see ../nl.ts). */
export const security: Record<string, WidgetText> = {
  'totp-qr': {
    summary:
      'Het instellen van tweestapsverificatie: tekent de QR-code om te scannen met een authenticatie-app en toont de sleutel als tekst, in groepjes van 4, met een knop om hem te kopiëren. Zonder script staat alleen de sleutel als tekst.',
    attributes: {
      'data-uri': {
        description:
          'Adres van de sleutel dat de server geeft (otpauth://totp/…), getekend als QR-code.',
        example:
          'otpauth://totp/Vitrine:demo%40vitrine.shop?secret=JBSWY3DPEHPK3PXP&issuer=Vitrine',
      },
      'data-secret': {
        description: 'Dezelfde sleutel in base32, als tekst getoond om met de hand in te voeren.',
        example: 'JBSWY3DPEHPK3PXP',
      },
    },
  },
};
