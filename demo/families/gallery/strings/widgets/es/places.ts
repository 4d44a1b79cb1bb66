import type { WidgetText } from '../../types';

/** es: the content map and the parallax (issue 15), and each of their attributes (see ../es.ts). */
export const places: Record<string, WidgetText> = {
  'content-map': {
    summary:
      'Mapa de lugares (tus tiendas, por ejemplo): cada marcador es un botón que abre un globo con su texto, con el teclado y con el ratón. El mapa solo se carga al acercarse a la pantalla; si no hay mapa disponible, un mensaje lo indica y tu lista de direcciones sigue siendo la referencia.',
    attributes: {
      'data-markers': {
        description:
          'Los marcadores: posición, nombre, tipo (flagship, shop, outlet…) y texto del globo (dirección, horario, teléfono).',
        example:
          '[{"id": 1, "coors": {"lat": 50.8523, "lng": 4.3556}, "title": "Vitrine Bruxelles", "icon": "flagship", "content": "Rue Neuve 87, 1000 Bruxelles"}]',
      },
      'data-zoom': {
        description:
          'Nivel de zoom, de 1 (el mundo) a 19 (la calle); sin centro, el zoom más cercano para mostrar todos los marcadores.',
        example: '15',
      },
      'data-center': {
        description: 'El centro del mapa; sin él, el mapa muestra todos los marcadores.',
        example: '{"lat": 50.85, "lng": 4.35}',
      },
      'data-height': {
        description:
          'Altura del mapa en píxeles (como mucho tres cuartos de la altura de la pantalla).',
        example: '320',
      },
      'data-label': {
        description:
          'El nombre del mapa para los lectores de pantalla; dos mapas de una misma página necesitan dos nombres distintos.',
        example: 'Mapa de nuestras tiendas',
      },
    },
  },
  parallax: {
    summary:
      'Imagen de fondo que se desplaza más despacio que la página (efecto de profundidad), solo cuando está a la vista. Da su tamaño a la caja con el estilo (una proporción) para que nada se mueva al cargar; inmóvil para los visitantes que limitan las animaciones.',
    attributes: {
      'data-divisor': {
        description:
          'Entre cuánto se divide el desplazamiento de la imagen: 4 por defecto; un número mayor la mueve menos.',
        example: '4',
      },
    },
  },
};
