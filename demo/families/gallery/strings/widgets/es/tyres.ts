import type { WidgetText } from '../../types';

/** es: the tyre-fitting widgets, and each of their attributes (see ../es.ts). */
export const tyres: Record<string, WidgetText> = {
  'tyre-calendar': {
    summary:
      'Calendario de citas para el montaje de neumáticos, dentro del formulario: el cliente elige un día libre (con teclado o ratón) y luego una franja horaria; los días completos aparecen tachados.',
    attributes: {
      'data-months-limit': {
        description: 'El número de meses que el calendario puede mostrar, a partir del mes actual.',
        example: '6',
      },
      'data-date-name': {
        description: 'El nombre del campo que envía el día elegido (aaaa-mm-dd).',
        example: 'Date',
      },
      'data-slot-name': {
        description: 'El nombre del campo que envía la franja elegida.',
        example: 'Slot',
      },
    },
  },
  'tyre-inscriptions': {
    summary:
      'Formulario de inscripción de neumáticos: secciones plegables, matrículas limitadas a letras y cifras, y un esquema del flanco cuyas líneas se dibujan en pantalla.',
    attributes: {
      'data-small-below': {
        description: 'La anchura (px) por debajo de la cual se ocultan las líneas del esquema.',
        example: '576',
      },
    },
  },
};
