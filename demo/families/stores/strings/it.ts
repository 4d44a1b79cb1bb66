import type { FamilyStrings } from '../../../shared/strings';
import type { StoresPages } from './types';

/** What the stores family says in Italian. */
export const it: FamilyStrings<StoresPages> = {
  resources: {
    Maps: {
      Label: 'Mappa',
      Loading: 'Caricamento della mappa…',
      Unavailable: 'La mappa non è disponibile al momento. Gli indirizzi restano nell’elenco.',
      ClosePopup: 'Chiudi',
      ZoomIn: 'Ingrandisci',
      ZoomOut: 'Riduci',
    },
  },
  pages: {
    stores: {
      title: 'I nostri negozi',
      intro:
        'Vieni a provare le nostre collezioni in uno degli otto negozi. Lì puoi ritirare e ' +
        'cambiare gratuitamente i tuoi ordini online.',
      mapTitle: 'I nostri negozi sulla mappa',
      mapLabel: 'Mappa dei nostri otto negozi',
      toList: 'Vai all’elenco dei negozi',
      listTitle: 'Indirizzi e orari',
      hours: 'Dal lunedì al sabato, dalle {{opens}} alle {{closes}}',
      sunday: 'La domenica, dalle {{opens}} alle {{closes}}',
      closedSunday: 'Chiuso la domenica',
      phone: 'Telefono:',
      kinds: { flagship: 'Negozio principale', shop: 'Negozio', outlet: 'Outlet' },
      flagshipTitle: 'Il nostro negozio principale a Bruxelles',
      flagshipText:
        'Tre piani di moda e casa, una sartoria per le modifiche e una sala da tè, a due passi ' +
        'da place de la Monnaie.',
      flagshipMapLabel: 'Mappa del negozio di Bruxelles',
    },
  },
};
