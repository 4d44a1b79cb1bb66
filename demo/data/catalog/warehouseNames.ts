/**
 * Shopper-facing names of the warehouses (issue 5, stock by warehouse), per culture: the
 * warehouse table in brands.ts keeps its internal English names.
 */
import type { Localized } from './types';

interface WarehouseLabel {
  name: Localized;
  city: Localized;
}

export const warehouseLabels: Record<number, WarehouseLabel> = {
  1: {
    name: {
      fr: 'Entrepôt central',
      nl: 'Centraal magazijn',
      es: 'Almacén central',
      de: 'Zentrallager',
      it: 'Magazzino centrale',
      pt: 'Armazém central',
    },
    city: {
      fr: 'Anvers',
      nl: 'Antwerpen',
      es: 'Amberes',
      de: 'Antwerpen',
      it: 'Anversa',
      pt: 'Antuérpia',
    },
  },
  2: {
    name: {
      fr: 'Plateforme Sud',
      nl: 'Distributiecentrum Zuid',
      es: 'Centro logístico Sur',
      de: 'Logistikzentrum Süd',
      it: 'Polo logistico Sud',
      pt: 'Centro logístico Sul',
    },
    city: { fr: 'Lyon', nl: 'Lyon', es: 'Lyon', de: 'Lyon', it: 'Lione', pt: 'Lyon' },
  },
  3: {
    name: {
      fr: 'Dépôt ibérique',
      nl: 'Iberisch depot',
      es: 'Depósito ibérico',
      de: 'Iberisches Depot',
      it: 'Deposito iberico',
      pt: 'Depósito ibérico',
    },
    city: { fr: 'Porto', nl: 'Porto', es: 'Oporto', de: 'Porto', it: 'Porto', pt: 'Porto' },
  },
};
