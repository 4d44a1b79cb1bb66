import type { FamilyStrings } from '../../../shared/strings';
import type { StoresPages } from './types';

/** What the stores family says in German. */
export const de: FamilyStrings<StoresPages> = {
  resources: {
    Maps: {
      Label: 'Karte',
      Loading: 'Karte wird geladen …',
      Unavailable:
        'Die Karte ist im Moment nicht verfügbar. Die Adressen finden Sie weiterhin in der Liste.',
      ClosePopup: 'Schließen',
      ZoomIn: 'Vergrößern',
      ZoomOut: 'Verkleinern',
    },
  },
  pages: {
    stores: {
      title: 'Unsere Geschäfte',
      intro:
        'Probieren Sie unsere Kollektionen in einem unserer acht Geschäfte an. Online-Bestellungen ' +
        'holen Sie dort kostenlos ab und tauschen sie kostenlos um.',
      mapTitle: 'Unsere Geschäfte auf der Karte',
      mapLabel: 'Karte unserer acht Geschäfte',
      toList: 'Zur Liste der Geschäfte',
      listTitle: 'Adressen und Öffnungszeiten',
      hours: 'Montag bis Samstag, {{opens}} bis {{closes}} Uhr',
      sunday: 'Sonntags, {{opens}} bis {{closes}} Uhr',
      closedSunday: 'Sonntags geschlossen',
      phone: 'Telefon:',
      kinds: { flagship: 'Hauptgeschäft', shop: 'Geschäft', outlet: 'Outlet' },
      flagshipTitle: 'Unser Hauptgeschäft in Brüssel',
      flagshipText:
        'Drei Etagen Mode und Wohnen, eine Änderungsschneiderei und ein Teesalon, nur wenige ' +
        'Schritte vom Münzplatz entfernt.',
      flagshipMapLabel: 'Karte des Geschäfts in Brüssel',
    },
  },
};
