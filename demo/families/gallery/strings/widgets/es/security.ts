import type { WidgetText } from '../../types';

/** es: the security widgets, and each of their attributes (see ../es.ts). */
export const security: Record<string, WidgetText> = {
  'totp-qr': {
    summary:
      'La configuración de la verificación en dos pasos: dibuja el código QR que se escanea con una aplicación de autenticación y muestra la clave como texto, en grupos de 4, con un botón para copiarla. Sin script, solo se muestra la clave como texto.',
    attributes: {
      'data-uri': {
        description:
          'Dirección de la clave que da el servidor (otpauth://totp/…), dibujada como código QR.',
        example:
          'otpauth://totp/Vitrine:demo%40vitrine.shop?secret=JBSWY3DPEHPK3PXP&issuer=Vitrine',
      },
      'data-secret': {
        description: 'La misma clave en base32, mostrada como texto para introducirla a mano.',
        example: 'JBSWY3DPEHPK3PXP',
      },
    },
  },
};
