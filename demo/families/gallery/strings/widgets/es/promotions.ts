import type { WidgetText } from '../../types';

/** The popups and banners (issue 15) in the editors’ manual, in Spanish. */
export const promotions: Record<string, WidgetText> = {
  banner: {
    summary:
      'Banner promocional en la parte superior de la página, mostrado enseguida, con una cuenta atrás y un botón para cerrarlo. Una vez cerrado, no vuelve.',
    attributes: {
      'data-id': {
        description:
          'El identificador de la promoción: el que recuerda el navegador cuando el cliente la cierra.',
        example: 'black-friday-2026',
      },
      'data-title': {
        description: 'El título del banner, que también lo nombra para los lectores de pantalla.',
        example: 'Black Friday',
      },
      'data-end-datetime': {
        description:
          'El final de la promoción, fecha y hora ISO con zona horaria: después ya no se muestra, y hasta entonces con cuenta atrás.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Cómo se escribe la fecha de fin, con DD, MM, YYYY, HH y mm; por defecto, día, mes y año en el orden del idioma.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Nombre de una función JavaScript de la página, llamada al final de la cuenta atrás en lugar de recargar la página.',
        example: 'shop.onPromotionEnd',
      },
    },
  },
  popup: {
    summary:
      'Ventana promocional: el contenido del <template> del bloque se abre en una ventana 3 segundos después de la carga, nunca sobre otra ventana ni antes de decidir las cookies, nunca durante la compra. Una vez cerrada, no vuelve.',
    attributes: {
      'data-id': {
        description:
          'El identificador de la promoción: el que recuerda el navegador cuando el cliente la cierra.',
        example: 'black-friday-2026',
      },
      'data-title': {
        description: 'El título de la ventana.',
        example: 'Sigamos en contacto',
      },
      'data-end-datetime': {
        description:
          'El final de la promoción, fecha y hora ISO con zona horaria: después ya no se muestra, y hasta entonces con cuenta atrás.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Cómo se escribe la fecha de fin, con DD, MM, YYYY, HH y mm; por defecto, día, mes y año en el orden del idioma.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Nombre de una función JavaScript de la página, llamada al final de la cuenta atrás en lugar de recargar la página.',
        example: 'shop.onPromotionEnd',
      },
    },
  },
};
