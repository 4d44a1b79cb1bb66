import type { FamilyStrings } from '../../../shared/strings';
import type { NewsPages } from './types';

/** What the news family says in Spanish. */
export const es: FamilyStrings<NewsPages> = {
  resources: {
    News: {
      LoadFailed: 'No se han podido cargar las noticias. Inténtelo de nuevo en un momento.',
      Calendar: 'Calendario de noticias',
      PreviousMonth: 'Mes anterior',
      NextMonth: 'Mes siguiente',
      DayPosts_one: '{{date}}, {{count}} artículo',
      DayPosts_other: '{{date}}, {{count}} artículos',
      MonthPosts_one: '{{month}}: {{count}} día con artículos',
      MonthPosts_other: '{{month}}: {{count}} días con artículos',
      ListPosts_one: '{{title}}: {{count}} artículo',
      ListPosts_other: '{{title}}: {{count}} artículos',
    },
  },
  pages: {
    title: 'Noticias',
    intro: 'Novedades de la tienda, eventos y consejos para su calzado, día a día.',
    calendarTitle: 'Calendario',
    categories: { 1: 'La tienda', 2: 'Eventos', 3: 'Consejos', 4: 'Cuidado' },
    posts: {
      'winter-collection': {
        title: 'Ha llegado la colección de invierno',
        summary:
          'Botines forrados, botas de montaña y zapatillas de casa: descubra nuestras novedades para el frío.',
      },
      'autumn-walk': {
        title: 'Paseo de otoño por el bosque de Soignes',
        summary:
          'Acompáñenos en una marcha de diez kilómetros y pruebe nuestros modelos de senderismo sobre el terreno.',
      },
      'leather-care': {
        title: 'Lo básico del cuidado del cuero',
        summary:
          'Limpiar, nutrir y proteger: tres gestos sencillos para que sus zapatos de piel duren años.',
      },
      'ghent-store': {
        title: 'Abrimos una nueva tienda en Gante',
        summary:
          'Nuestra quinta tienda abre sus puertas en el centro de Gante, con taller de reparación.',
      },
      waterproofing: {
        title: 'Cómo impermeabilizar bien el calzado',
        summary:
          'Espráis, ceras o membranas: lo que de verdad protege sus pies de la lluvia de otoño.',
      },
      'repair-workshop': {
        title: 'Taller de reparación: cambie las suelas de sus zapatos favoritos',
        summary:
          'Nuestros zapateros le enseñan a dar nueva vida a un par gastado, con inscripción previa.',
      },
      'hiking-boots': {
        title: 'Cómo elegir calzado de montaña',
        summary:
          'Caña alta o baja, suela rígida o flexible: la elección depende del terreno y de la distancia.',
      },
      'free-returns': {
        title: 'Devoluciones gratuitas hasta el 31 de enero',
        summary: 'Sus compras de fin de año se pueden devolver gratis hasta finales de enero.',
      },
      'children-sizes': {
        title: 'Encontrar la talla adecuada para los niños',
        summary:
          'Mida el pie por la tarde y deje un centímetro de margen: nuestros consejos para pies pequeños.',
      },
      'black-friday': {
        title: 'Una semana de precios suaves por el Black Friday',
        summary:
          'Hasta un 30 % de descuento en una selección de botas y zapatillas, en tienda y en línea.',
      },
      'gift-guide': {
        title: 'Nuestra guía de regalos de fin de año',
        summary:
          'Zapatillas de casa, kits de cuidado y tarjetas regalo: ideas para todos los presupuestos.',
      },
      'suede-cleaning': {
        title: 'Limpiar el ante sin estropearlo',
        summary: 'Un cepillo de crepé y una goma suelen bastar: el método paso a paso.',
      },
      'night-market': {
        title: 'Mercadillo navideño nocturno ante la tienda',
        summary:
          'Vino caliente, artesanos locales y apertura hasta las 22 h el viernes 27 de noviembre.',
      },
      'holiday-hours': {
        title: 'Horarios durante las fiestas',
        summary:
          'Nuestras tiendas abren todos los domingos de diciembre y cierran a las 16 h los días 24 y 31.',
      },
      'drying-boots': {
        title: 'Secar unas botas mojadas',
        summary: 'Papel de periódico y lejos del radiador: así evitará que el cuero se agriete.',
      },
      'trail-meetup': {
        title: 'Encuentro de trail el domingo por la mañana',
        summary:
          'Un recorrido de doce kilómetros con nuestros asesores para probar los nuevos modelos de trail.',
      },
      'new-year-sale': {
        title: 'Las rebajas de invierno empiezan pronto',
        summary: 'Suscríbase al boletín para acceder a las rebajas un día antes que nadie.',
      },
    },
    body: 'Encuentre todos los artículos de la sección «{{category}}» en el calendario de noticias y consulte sus dudas a nuestros asesores en tienda.',
    allPosts: 'Todos los artículos',
    dayTitle: 'Artículos del {{date}}',
    pickDay:
      'Los días en negrita del calendario tienen artículos: elija uno para leer los de ese día.',
    noPosts: 'No hay artículos ese día.',
    showAll: 'Ver todos los artículos',
    published: 'Publicado el {{date}} · {{category}}',
    backToNews: 'Volver a las noticias',
    pager: 'Páginas de artículos',
    previous: 'Página anterior',
    next: 'Página siguiente',
    pageOf: 'Página {{page}} de {{pages}}',
    badRequest: 'Solicitud no válida: {{field}}.',
  },
};
