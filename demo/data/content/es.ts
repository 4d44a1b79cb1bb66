import type { PageContent } from './types';

/** Spanish texts of the demo CMS pages. */
export const es: PageContent = {
  siteName: 'Vitrine',
  tagline: 'Grandes marcas, precios claros',
  nav: {
    home: 'Inicio',
    catalog: 'Catálogo',
    brands: 'Marcas',
    contact: 'Contacto',
    account: 'Mi cuenta',
    gallery: 'Galería de widgets',
    basket: 'Cesta',
    wishlist: 'Lista de deseos',
    search: 'Buscar',
  },
  languageLabel: 'Idioma',
  home: {
    title: 'Le damos la bienvenida a Vitrine',
    lead:
      'Productos seleccionados con esmero de marcas europeas, precios con IVA incluido y ' +
      'entregas rápidas, esté donde esté.',
    sections: [
      {
        heading: 'Envío y devoluciones gratis',
        body:
          'El envío es gratuito a partir de 50 € de compra y su pedido sale en un plazo de 24 ' +
          'horas laborables. Dispone de 30 días para cambiar de opinión: la devolución es ' +
          'gratuita y le reembolsamos en los 5 días siguientes a su recepción.',
      },
      {
        heading: 'Nuestras marcas',
        body:
          'Trabajamos directamente con una veintena de marcas europeas, elegidas por la calidad ' +
          'de sus materiales y la durabilidad de sus productos. Nuestro equipo prueba cada ' +
          'novedad antes de incorporarla al catálogo.',
      },
      {
        heading: 'Un servicio de atención al cliente cercano',
        body:
          'Nuestro equipo le atiende de lunes a viernes, de 9:00 a 18:00, por teléfono, correo ' +
          'electrónico o chat. ¿Tiene dudas sobre una talla, el seguimiento de un pedido o una ' +
          'devolución? Le respondemos en menos de 24 horas.',
      },
    ],
    ctaCatalog: 'Descubrir el catálogo',
    ctaBrands: 'Ver nuestras marcas',
  },
  footer: {
    cookiePreferences: 'Preferencias de cookies',
    legal: 'Aviso legal',
    privacy: 'Política de privacidad',
    contact: 'Contacte con nosotros',
    copyright: '© Vitrine. Todos los derechos reservados.',
  },
  gallery: {
    title: 'Galería de widgets',
    intro:
      'Todos los widgets de Vitrine, cada uno con sus atributos y un ejemplo en funcionamiento ' +
      'en esta página.',
    attribute: 'Atributo',
    type: 'Tipo',
    default: 'Valor predeterminado',
    required: 'Obligatorio',
    example: 'Ejemplo',
    yes: 'Sí',
    no: 'No',
    none: 'ninguno',
  },
  notFound: {
    title: 'Página no encontrada',
    body:
      'La página que busca no existe o ha cambiado de dirección. Compruebe la dirección o ' +
      'vuelva a la página de inicio.',
  },
  skipToContent: 'Ir al contenido principal',
};
