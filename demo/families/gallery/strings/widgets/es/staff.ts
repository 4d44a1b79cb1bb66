import type { WidgetText } from '../../types';

/** es: the sales user's widgets (issue 13), and each of their attributes (see ../es.ts). */
export const staff: Record<string, WidgetText> = {
  'customer-search': {
    summary:
      'La búsqueda de clientes del vendedor: a partir de 2 caracteres escritos, propone los clientes cuyo nombre, correo electrónico o número coinciden (sin distinguir acentos ni mayúsculas) en una lista que se recorre con el teclado; el cliente elegido rellena el formulario de sus datos, que se guarda con un clic. Reservada a los vendedores: un cliente recibe una negativa.',
    attributes: {},
  },
};
