import type { FamilyStrings } from '../../../shared/strings';

/** What the shipping family says in Dutch: the pickup-point search and its widget. */
export const nl: FamilyStrings = {
  resources: {
    PickupPoints: {
      ChoosePickupPoint: 'Kies een afhaalpunt',
      ChangePickupPoint: 'Ander afhaalpunt kiezen',
      ChosenPickupPoint: 'Gekozen afhaalpunt',
      DialogTitle: 'Kies uw afhaalpunt',
      PostalCode: 'Postcode',
      City: 'Plaats',
      Address: 'Adres',
      Search: 'Zoeken',
      Choose: 'Dit afhaalpunt kiezen',
      Searching: 'Afhaalpunten zoeken…',
      Found_one: '{{count}} afhaalpunt gevonden',
      Found_other: '{{count}} afhaalpunten gevonden',
      NoneFound: 'Geen afhaalpunt in de buurt van deze postcode.',
      ListLabel: 'Afhaalpunten',
      MapLabel: 'Kaart van de afhaalpunten',
      DistanceKm: 'op {{distance}} km',
      OpeningHours: 'Openingsuren',
      Day: 'Dag',
      Hours: 'Uren',
      Closed: 'Gesloten',
      MapUnavailable: 'De kaart is niet beschikbaar: kies uw afhaalpunt in de lijst.',
      SearchRequired: 'Vul een postcode, plaats of adres in.',
      Saving: 'Bezig met opslaan…',
      UnknownMethod: 'Deze verzendwijze heeft geen afhaalpunten.',
      InvalidSearch: 'De zoekopdracht naar afhaalpunten is onvolledig of onjuist.',
      InvalidPickupPoint: 'Dit afhaalpunt werd niet gevonden.',
      SearchIntro: 'Geef aan waar u uw pakket wilt afhalen: wij tonen de dichtstbijzijnde punten.',
    },
  },
  pages: {},
};
