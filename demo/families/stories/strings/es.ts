import type { FamilyStrings } from '../../../shared/strings';
import type { StoriesPages } from './types';

/** What the stories family says in Spanish. */
export const es: FamilyStrings<StoriesPages> = {
  resources: {
    Zoom: {
      ZoomIn: 'Acercar',
      ZoomOut: 'Alejar',
      Reset: 'Ajustar',
      Level: 'Zoom {{level}} %',
      Hint: '+ y − acercan y alejan, 0 ajusta la foto, las flechas mueven la foto ampliada.',
      Previous: 'Foto anterior',
      Next: 'Foto siguiente',
      Counter: 'Foto {{index}} de {{count}}',
      Thumbnails: 'Miniaturas',
      Thumbnail: 'Foto {{index}}: {{alt}}',
      Unavailable: 'No se ha podido cargar esta foto.',
    },
  },
  pages: {
    blog: {
      title: 'El diario de Vitrine',
      intro:
        'Encuentros con nuestros artesanos, consejos de cuidado y escapadas: la trastienda de la ' +
        'tienda, cada quince días.',
      tocLabel: 'Artículos del diario',
      previous: 'Artículo anterior',
      next: 'Artículo siguiente',
      keysHint: 'En la lista, J y K (o Av Pág y Re Pág) pasan de un artículo a otro.',
      readStory: 'Leer el reportaje fotográfico',
      tickerTitle: 'En breve',
      tickerPause: 'Pausar',
      ticker: [
        'Envío gratis a partir de 50 € hasta el domingo',
        'Nuevo taller de reparación de bolsos en Lyon',
        'Ya han llegado los calendarios de siembra 2027',
        'Café del mes: un moka de Etiopía en grano',
        'Montaje de neumáticos de invierno: reserve su cita',
      ],
    },
    story: {
      photosOf: 'Fotos: {{title}}',
      galleryTitle: 'La galería',
      galleryIntro: 'Toque o haga clic en una foto para ampliarla y hacer zoom.',
      masonryTitle: 'En imágenes',
      backToBlog: 'Volver al diario',
      published: 'Publicado el {{date}}',
    },
    posts: {
      'leather-workshop': {
        title: 'Un día en el taller de marroquinería',
        summary:
          'En Annonay, Claire y sus dos aprendices cortan, cosen y tiñen nuestros bolsos a mano. ' +
          'Pasamos un día con ellos.',
        body: [
          'Todo empieza con la elección de las pieles, curtidas con taninos vegetales en el valle ' +
            'vecino. Claire las examina a la luz del día para detectar el menor arañazo.',
          'Una bandolera requiere seis horas de trabajo, dos de ellas para la costura a punto de ' +
            'talabartero. Eso la hace reparable durante décadas.',
        ],
      },
      'mountain-trail': {
        title: 'Tres días por las crestas del Vercors',
        summary:
          'Probamos nuestras nuevas botas de montaña en 62 kilómetros de senderos, entre la niebla ' +
          'de la mañana y pedreras ardientes.',
        body: [
          'El primer día, la subida al Grand Veymont pone a prueba las suelas: el agarre sobre la ' +
            'caliza mojada nos sorprendió gratamente.',
          'Por la noche, en el refugio, comparamos notas: ni una ampolla, tobillos bien sujetos y una ' +
            'membrana seca a pesar de la tormenta.',
        ],
      },
      'spring-garden': {
        title: 'Preparar el huerto para la primavera',
        summary:
          'El otoño es el mejor momento para nutrir la tierra. Nuestro jardinero comparte su ' +
          'calendario y sus gestos sencillos.',
        body: [
          'Un acolchado de hojas secas protege el suelo de las heladas y alimenta a las lombrices ' +
            'todo el invierno. No hace falta cavar hondo.',
          'En febrero, siembre habas y guisantes bajo velo; en marzo llegarán los rabanitos y las ' +
            'primeras lechugas.',
        ],
      },
      'coffee-roaster': {
        title: 'En casa de nuestro tostador, en Lille',
        summary:
          'Cada martes, Mehdi tuesta nuestros cafés en pequeñas tandas. Nos explica por qué la ' +
          'frescura lo cambia todo en la taza.',
        body: [
          'Un café se disfruta mejor entre una y cuatro semanas después del tueste: antes aún ' +
            'desgasifica; después, sus aromas se apagan.',
          'El moka de Etiopía del mes ofrece notas de bergamota y frutos rojos; mejor preparado en ' +
            'cafetera de filtro.',
        ],
      },
      'wooden-toys': {
        title: 'Juguetes de madera hechos para durar',
        summary:
          'En el Jura, una pequeña fábrica tornea haya y arce para nuestros trenes y juegos de ' +
          'estimulación. Visita guiada.',
        body: [
          'La madera procede de bosques gestionados a menos de cincuenta kilómetros. Se seca dos ' +
            'años antes de cortarse.',
          'Las pinturas son al agua y están probadas para los más pequeños: un juguete puede ' +
            'mordisquearse sin miedo.',
        ],
      },
      'watch-care': {
        title: 'Cuidar un reloj mecánico',
        summary:
          'Cuerda, estanqueidad, revisión: nuestro relojero responde a las preguntas que más nos ' +
          'hacen.',
        body: [
          'Dé cuerda a un reloj manual cada mañana, a la misma hora, hasta notar una ligera ' +
            'resistencia, nunca más allá.',
          'Una revisión cada cinco años limpia y lubrica el movimiento; haga revisar también las ' +
            'juntas antes de cada verano.',
        ],
      },
      'winter-tyres': {
        title: '¿Cuándo montar los neumáticos de invierno?',
        summary:
          'La regla de los 7 °C, la profundidad del dibujo y el almacenamiento: todo lo que hay que ' +
          'saber antes de las primeras heladas.',
        body: [
          'Por debajo de 7 °C, la goma de un neumático de verano se endurece y pierde agarre, ' +
            'incluso en seco. Es el momento de cambiar.',
          'Compruebe la profundidad del dibujo: 4 mm como mínimo para circular seguro en invierno. ' +
            'Guarde los de verano tumbados y lejos de la luz.',
        ],
      },
      'morning-yoga': {
        title: 'Diez minutos de yoga al despertar',
        summary:
          'Una sesión corta para soltar la espalda y empezar bien el día, sobre una esterilla o ' +
          'incluso junto a la cama.',
        body: [
          'Empiece con cinco respiraciones lentas en la postura del niño y siga con unos ' +
            'gato-vaca para movilizar la columna.',
          'Termine con un saludo al sol, a su ritmo. Una esterilla antideslizante de 4 mm basta para ' +
            'la mayoría de las prácticas.',
        ],
      },
    },
    scenes: {
      workshop: 'El banco del taller, con sus herramientas y sus pieles',
      ridge: 'Una cresta de montaña por encima de las nubes',
      garden: 'Los bancales del huerto a final de temporada',
      beans: 'Granos de café recién tostados',
      train: 'Un trenecito de madera pintado de rojo',
      movement: 'El movimiento de un reloj mecánico',
      tread: 'El dibujo de un neumático de invierno',
      sunrise: 'Un amanecer sobre las colinas',
      lake: 'Un lago de montaña al anochecer',
      market: 'Un puesto del mercado del sábado',
      rooftops: 'Los tejados del casco antiguo',
      forest: 'Un sendero en el bosque',
    },
  },
};
