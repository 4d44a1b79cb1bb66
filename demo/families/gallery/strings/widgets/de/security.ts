import type { WidgetText } from '../../types';

/** de: the security widgets, and each of their attributes (see ../de.ts). */
export const security: Record<string, WidgetText> = {
  'totp-qr': {
    summary:
      'Die Einrichtung der Zwei-Faktor-Authentifizierung: zeichnet den QR-Code zum Scannen mit einer Authenticator-App und zeigt den Schlüssel als Text in Vierergruppen, mit einer Schaltfläche zum Kopieren. Ohne Skript wird nur der Schlüssel als Text gezeigt.',
    attributes: {
      'data-uri': {
        description:
          'Adresse des Schlüssels vom Server (otpauth://totp/…), als QR-Code gezeichnet.',
        example:
          'otpauth://totp/Vitrine:demo%40vitrine.shop?secret=JBSWY3DPEHPK3PXP&issuer=Vitrine',
      },
      'data-secret': {
        description: 'Derselbe Schlüssel in Base32, als Text zur Eingabe von Hand.',
        example: 'JBSWY3DPEHPK3PXP',
      },
    },
  },
};
