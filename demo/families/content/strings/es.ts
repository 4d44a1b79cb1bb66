import type { FamilyStrings } from '../../../shared/strings';
import type { ContentPages } from './types';

/** What the content family says in Spanish. */
export const es: FamilyStrings<ContentPages> = {
  resources: {},
  pages: {
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
            'Trabajamos directamente con una veintena de marcas europeas, elegidas por la ' +
            'calidad de sus materiales y la durabilidad de sus productos. Nuestro equipo prueba ' +
            'cada novedad antes de incorporarla al catálogo.',
        },
        {
          heading: 'Un servicio de atención al cliente cercano',
          body:
            'Nuestro equipo le atiende de lunes a viernes, de 9:00 a 18:00, por teléfono, ' +
            'correo electrónico o chat. ¿Tiene dudas sobre una talla, el seguimiento de un ' +
            'pedido o una devolución? Le respondemos en menos de 24 horas.',
        },
      ],
      ctaCatalog: 'Descubrir el catálogo',
      ctaBrands: 'Ver nuestras marcas',
    },
    promotions: {
      slides: [
        {
          heading: 'Rebajas de invierno: hasta -30 %',
          text: 'En una selección de calzado, ropa y accesorios.',
          cta: 'Ver las ofertas',
        },
        {
          heading: 'Nueva colección de bolsos',
          text: 'Mochilas, bolsos shopper y maletas para cada viaje.',
          cta: 'Descubrir los bolsos',
        },
        {
          heading: 'La hora de los buenos relojes',
          text: 'Cronógrafos y relojes clásicos de nuestras marcas europeas.',
          cta: 'Ver los relojes',
        },
      ],
      sale: {
        heading: 'Las rebajas terminan pronto',
        text: 'Aprovecha los precios rebajados antes de que acabe la cuenta atrás.',
      },
      brands: 'Nuestras marcas',
    },
    notFound: {
      title: 'Página no encontrada',
      body:
        'La página que busca no existe o ha cambiado de dirección. Compruebe la dirección o ' +
        'vuelva a la página de inicio.',
    },
    about: {
      title: 'Sobre Vitrine',
      intro:
        'Quiénes somos, de dónde vienen nuestros productos y cómo cuidamos su pedido, desde el ' +
        'almacén hasta la puerta de su casa.',
      tocLabel: 'En esta página',
      sections: [
        {
          id: 'story',
          heading: 'Nuestra historia',
          paragraphs: [
            'Vitrine nació de una idea sencilla: reunir en un solo lugar productos bien ' +
              'hechos de marcas europeas que conocemos personalmente. Queríamos una tienda ' +
              'clara, en la que fuera fácil encontrar lo que se busca y en la que el precio ' +
              'anunciado fuera el precio final.',
            'Al principio, nuestro catálogo se limitaba a unos cuantos pares de zapatos y un ' +
              'puñado de bolsos de piel. Temporada tras temporada, nuestros clientes nos ' +
              'pidieron más, y fuimos añadiendo ropa, relojes, hogar y cocina, y después ' +
              'jardín, deporte, neumáticos y juguetes.',
            'Hoy, un equipo de unas cuarenta personas selecciona los productos, prepara los ' +
              'paquetes y responde a sus preguntas. Seguimos siendo una empresa cercana, y cada ' +
              'decisión la tomamos pensando primero en la persona que abrirá el paquete.',
          ],
        },
        {
          id: 'sourcing',
          heading: 'Nuestras marcas y productos',
          paragraphs: [
            'Trabajamos directamente con una veintena de marcas europeas, sin intermediarios. ' +
              'Así conocemos el origen de los materiales y las condiciones de fabricación, y ' +
              'podemos ofrecerle precios justos.',
            'Antes de incorporar una novedad al catálogo, nuestro equipo la prueba: llevamos ' +
              'los zapatos, lavamos la ropa y utilizamos los utensilios de cocina y las ' +
              'herramientas de jardín. Si un producto no cumple lo que promete, no lo vendemos.',
            'Damos prioridad a los artículos duraderos y reparables. En muchos productos, las ' +
              'piezas de repuesto siguen disponibles varios años después de la compra, y ' +
              'nuestro servicio de atención al cliente le ayuda a pedirlas.',
          ],
        },
        {
          id: 'delivery',
          heading: 'Envío',
          paragraphs: [
            'El envío es gratuito a partir de 50 € de compra en la mayoría de los países de ' +
              'la Unión Europea. Por debajo de ese importe, los gastos de envío se muestran en ' +
              'su cesta antes del pago.',
            'Los pedidos realizados antes de las 15:00 en un día laborable salen el mismo ' +
              'día; los demás, en un plazo de 24 horas laborables. En cuanto su paquete sale de ' +
              'nuestro almacén, recibe un correo electrónico con el número de seguimiento.',
            'Los neumáticos y los artículos voluminosos, como los muebles de jardín, los ' +
              'entrega una empresa de transporte especializada que se pondrá en contacto con ' +
              'usted para concertar una cita. El plazo habitual es de tres a cinco días ' +
              'laborables.',
          ],
        },
        {
          id: 'returns',
          heading: 'Devoluciones y reembolsos',
          paragraphs: [
            'Dispone de 30 días desde la recepción de su pedido para devolver un artículo, ' +
              'sin necesidad de justificarlo. La devolución es gratuita: imprima la etiqueta ' +
              'desde su área de cliente y entregue el paquete en un punto de recogida.',
            'Los artículos deben devolverse en su estado original, con las etiquetas y, a ser ' +
              'posible, en su embalaje. No se admiten neumáticos ya montados ni productos de ' +
              'higiene abiertos.',
            'En cuanto recibimos su devolución, la revisamos y le reembolsamos el importe en ' +
              'un plazo de 5 días, con el mismo medio de pago que utilizó en el pedido. Le ' +
              'informamos por correo electrónico en cada paso.',
          ],
        },
        {
          id: 'stores',
          heading: 'Nuestros puntos de recogida',
          paragraphs: [
            'Vitrine es ante todo una tienda en línea, pero puede recoger su pedido ' +
              'gratuitamente en uno de nuestros puntos de recogida asociados. Al elegir el ' +
              'método de envío, le proponemos el más cercano.',
            'Su paquete se guarda allí durante 14 días. Lleve consigo un documento de ' +
              'identidad y el código de recogida que recibió por correo electrónico o SMS.',
            'En esos mismos puntos de recogida también puede entregar sus devoluciones. Así, ' +
              'puede dejar un artículo para devolver cuando vaya a recoger un nuevo pedido.',
          ],
        },
        {
          id: 'careers',
          heading: 'Trabaje con nosotros',
          paragraphs: [
            'Buscamos personal con regularidad para nuestro almacén, nuestro servicio de ' +
              'atención al cliente y nuestro equipo de producto. Buscamos personas curiosas, ' +
              'rigurosas y atentas a los detalles.',
            'En Vitrine, cada nueva incorporación pasa sus primeros días en todos los ' +
              'departamentos para conocer el recorrido completo de un pedido. Ofrecemos ' +
              'horarios estables, formación y un descuento en todo el catálogo.',
            '¿Ninguna oferta se ajusta a su perfil? Envíenos una candidatura espontánea a ' +
              'través del formulario de contacto: leemos todos los mensajes y le responderemos ' +
              'lo antes posible.',
          ],
        },
      ],
      modalLink: 'Ver las condiciones de envío',
      confirmLink: 'Vaciar la cesta',
      noCacheLink: 'Mostrar la hora del servidor',
      noAjaxLink: 'Recargar la página completa',
      scriptsHeading: 'Enlaces útiles',
      scriptsIntro:
        'Estos enlaces abren las condiciones de envío, vacían su cesta tras pedirle ' +
        'confirmación o recargan la página.',
      backToTop: 'Volver arriba',
    },
    delivery: {
      title: 'Condiciones de envío',
      paragraphs: [
        'El envío es gratuito a partir de 50 € de compra. Por debajo de ese importe, los ' +
          'gastos de envío dependen del peso del paquete y del país de destino, y se muestran ' +
          'en su cesta antes del pago.',
        'Los pedidos realizados antes de las 15:00 en un día laborable se envían el mismo ' +
          'día; los demás, en un plazo de 24 horas laborables. La entrega tarda después entre ' +
          'dos y cuatro días laborables, según el país.',
        'Los neumáticos y los artículos voluminosos se entregan con cita previa a través de ' +
          'una empresa de transporte especializada. Si no está en casa, su paquete se deja en ' +
          'el punto de recogida más cercano, donde se guarda durante 14 días.',
      ],
    },
    clock: {
      title: 'Hora del servidor',
      serverTime: 'Página generada por el servidor a las {{time}}.',
    },
  },
};
