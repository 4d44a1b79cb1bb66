import type { FamilyStrings } from '../../../shared/strings';
import type { StoresPages } from './types';

/** What the stores family says in Spanish. */
export const es: FamilyStrings<StoresPages> = {
  resources: {
    Maps: {
      Label: 'Mapa',
      Loading: 'Cargando el mapa…',
      Unavailable:
        'El mapa no está disponible en este momento. Las direcciones siguen en la lista.',
      ClosePopup: 'Cerrar',
      ZoomIn: 'Acercar',
      ZoomOut: 'Alejar',
    },
  },
  pages: {
    stores: {
      title: 'Nuestras tiendas',
      intro:
        'Ven a probarte nuestras colecciones en una de nuestras ocho tiendas. Allí puedes recoger ' +
        'y cambiar gratis tus pedidos en línea.',
      mapTitle: 'Nuestras tiendas en el mapa',
      mapLabel: 'Mapa de nuestras ocho tiendas',
      toList: 'Ir a la lista de tiendas',
      listTitle: 'Direcciones y horarios',
      hours: 'De lunes a sábado, de {{opens}} a {{closes}}',
      sunday: 'Los domingos, de {{opens}} a {{closes}}',
      closedSunday: 'Cerrado los domingos',
      phone: 'Teléfono:',
      kinds: { flagship: 'Tienda principal', shop: 'Tienda', outlet: 'Tienda outlet' },
      flagshipTitle: 'Nuestra tienda principal en Bruselas',
      flagshipText:
        'Tres plantas de moda y hogar, un taller de arreglos y un salón de té, a dos pasos de ' +
        'la plaza de la Moneda.',
      flagshipMapLabel: 'Mapa de la tienda de Bruselas',
    },
  },
};
