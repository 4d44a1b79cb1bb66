import type { FamilyStrings } from '../../../shared/strings';

/** What the shipping family says in Italian: the pickup-point search and its widget. */
export const it: FamilyStrings = {
  resources: {
    PickupPoints: {
      ChoosePickupPoint: 'Scegli un punto di ritiro',
      ChangePickupPoint: 'Cambia punto di ritiro',
      ChosenPickupPoint: 'Punto di ritiro scelto',
      DialogTitle: 'Scegli il tuo punto di ritiro',
      PostalCode: 'CAP',
      City: 'Città',
      Address: 'Indirizzo',
      Search: 'Cerca',
      Choose: 'Scegli questo punto di ritiro',
      Searching: 'Ricerca dei punti di ritiro…',
      Found_one: '{{count}} punto di ritiro trovato',
      Found_other: '{{count}} punti di ritiro trovati',
      NoneFound: 'Nessun punto di ritiro vicino a questo CAP.',
      ListLabel: 'Punti di ritiro',
      MapLabel: 'Mappa dei punti di ritiro',
      DistanceKm: 'a {{distance}} km',
      OpeningHours: 'Orari di apertura',
      Day: 'Giorno',
      Hours: 'Orari',
      Closed: 'Chiuso',
      MapUnavailable: 'La mappa non è disponibile: scegli il punto di ritiro dall’elenco.',
      SearchRequired: 'Indica un CAP, una città o un indirizzo.',
      Saving: 'Salvataggio…',
      UnknownMethod: 'Questo metodo di spedizione non offre punti di ritiro.',
      InvalidSearch: 'La ricerca dei punti di ritiro è incompleta o errata.',
      InvalidPickupPoint: 'Questo punto di ritiro non è stato trovato.',
      SearchIntro: 'Indica dove vuoi ritirare il pacco: ti mostriamo i punti più vicini.',
    },
  },
  pages: {},
};
