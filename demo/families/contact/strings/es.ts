import type { FamilyStrings } from '../../../shared/strings';
import type { ContactPages } from './types';

/** What the contact family says in Spanish. */
export const es: FamilyStrings<ContactPages> = {
  resources: {
    /** The form helpers (issue 15): date pickers and searchable selects. */
    Forms: {
      ChooseDate: 'Elegir una fecha',
      ChooseDateFor: 'Elegir una fecha: {{label}}',
      PreviousMonth: 'Mes anterior',
      NextMonth: 'Mes siguiente',
      Unavailable: 'no disponible',
      OptionsFailed: 'No se ha podido cargar la lista. Inténtelo de nuevo en un momento.',
      NoOptions: 'Sin resultados',
      OptionCount_one: '{{count}} resultado',
      OptionCount_other: '{{count}} resultados',
      SearchHint: 'Escriba al menos {{count}} caracteres y elija en la lista.',
      FilterHint: 'Escriba para filtrar la lista y elija.',
    },
  },
  pages: {
    contact: {
      title: 'Contacto',
      intro:
        'Nuestro servicio de atención al cliente le atiende de lunes a viernes, de 9:00 a ' +
        '18:00. Recibirá una respuesta en menos de 24 horas.',
      name: 'Nombre y apellidos',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      subject: 'Asunto',
      subjects: [
        'Un pedido en curso',
        'Una devolución o un reembolso',
        'Consejo sobre un producto',
        'Otra consulta',
      ],
      orderNumber: 'Número de pedido',
      orderNumberHint: 'Figura en el correo de confirmación, por ejemplo VT-123456.',
      message: 'Su mensaje',
      shop: 'Tienda que desea contactar',
      shopHint: 'Escriba el nombre de una ciudad, por ejemplo Madrid.',
      subjectChoose: 'Elija un asunto',
      shopUnknown: 'Elija una tienda de la lista.',
      dateRange: 'Elija una fecha entre el {{first}} y el {{last}}.',
      subjectUnknown: 'Elija un asunto de la lista.',
      preferredDate: 'Fecha preferida para llamarle',
      website: 'Sitio web',
      consent: 'Acepto que mis datos se utilicen para tramitar mi consulta.',
      send: 'Enviar',
      sent:
        '¡Gracias! Su mensaje se ha enviado correctamente. Le responderemos en menos de 24 ' +
        'horas.',
      newsletterTitle: 'Boletín',
      newsletterIntro:
        'Novedades, consejos y ofertas exclusivas para ' + 'suscriptores, una vez al mes.',
      newsletterEmail: 'Su correo electrónico',
      newsletterSubmit: 'Suscribirse',
      newsletterDone: '¡Gracias! Hemos enviado un correo de confirmación a {{email}}.',
    },
  },
};
