import type { FamilyStrings } from '../../../shared/strings';

/** What the shipping family says in German: the pickup-point search and its widget. */
export const de: FamilyStrings = {
  resources: {
    PickupPoints: {
      ChoosePickupPoint: 'Abholstelle wählen',
      ChangePickupPoint: 'Andere Abholstelle wählen',
      ChosenPickupPoint: 'Gewählte Abholstelle',
      DialogTitle: 'Wählen Sie Ihre Abholstelle',
      PostalCode: 'Postleitzahl',
      City: 'Ort',
      Address: 'Adresse',
      Search: 'Suchen',
      Choose: 'Diese Abholstelle wählen',
      Searching: 'Abholstellen werden gesucht…',
      Found_one: '{{count}} Abholstelle gefunden',
      Found_other: '{{count}} Abholstellen gefunden',
      NoneFound: 'Keine Abholstelle in der Nähe dieser Postleitzahl.',
      ListLabel: 'Abholstellen',
      MapLabel: 'Karte der Abholstellen',
      DistanceKm: '{{distance}} km entfernt',
      OpeningHours: 'Öffnungszeiten',
      Day: 'Tag',
      Hours: 'Uhrzeit',
      Closed: 'Geschlossen',
      MapUnavailable: 'Die Karte ist nicht verfügbar: Wählen Sie Ihre Abholstelle in der Liste.',
      SearchRequired: 'Geben Sie eine Postleitzahl, einen Ort oder eine Adresse ein.',
      Saving: 'Wird gespeichert…',
      UnknownMethod: 'Diese Versandart bietet keine Abholstellen an.',
      InvalidSearch: 'Die Suche nach Abholstellen ist unvollständig oder fehlerhaft.',
      InvalidPickupPoint: 'Diese Abholstelle wurde nicht gefunden.',
      SearchIntro:
        'Geben Sie an, wo Sie Ihr Paket abholen möchten: Wir zeigen die nächstgelegenen Stellen.',
    },
  },
  pages: {},
};
