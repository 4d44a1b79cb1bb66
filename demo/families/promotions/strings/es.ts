import type { FamilyStrings } from '../../../shared/strings';
import type { PromotionsPages } from './types';

/** What the promotions family says in Spanish. */
export const es: FamilyStrings<PromotionsPages> = {
  resources: {
    Promotions: {
      CountdownLabel: 'Tiempo restante',
      Days: 'días',
      Hours: 'horas',
      Minutes: 'minutos',
      Seconds: 'segundos',
      Ends: 'Hasta el {{date}}',
      CloseBanner: 'Cerrar el banner',
      LastDay: 'Queda menos de un día para el fin de la oferta.',
      LastHour: 'Queda menos de una hora para el fin de la oferta.',
      LastTenMinutes: 'Quedan menos de diez minutos para el fin de la oferta.',
      LastMinute: 'Queda menos de un minuto para el fin de la oferta.',
    },
  },
  pages: {
    promotions: {
      title: 'Promociones',
      intro: 'Las ofertas del momento, solo durante unos días.',
      bannerTitle: 'Black Friday',
      bannerText: 'Hasta un −40 % en toda la tienda.',
      bannerLink: 'Ver las ofertas',
      offers: ['Cocina', 'Jardín', 'Oficina'],
      offerTexts: [
        '−30 % en ollas y sartenes.',
        'Una herramienta de regalo por cada dos compradas.',
        'Envío gratuito a partir de 50 €.',
      ],
      popupTitle: 'Sigamos en contacto',
      popupText: 'Suscríbete a nuestro boletín y obtén un 10 % en tu próximo pedido.',
      newsletterEmail: 'Tu dirección de correo electrónico',
      newsletterSubmit: 'Suscribirse',
    },
    ending: {
      title: 'Venta flash',
      intro: 'Esta venta termina en unos segundos.',
      bannerTitle: 'Venta flash',
      bannerText: '−50 % en una selección, hasta el final de la cuenta atrás.',
      ended: 'La venta flash ha terminado. ¡Gracias por tu visita!',
      reloadMode: 'Al final, la página se vuelve a cargar.',
      callbackMode: 'Al final, la página llama a su propia función en lugar de volver a cargarse.',
      callbackDone: 'Fin de la cuenta atrás: se ha llamado a la función de la página.',
      again: 'Volver a empezar la venta flash',
    },
  },
};
