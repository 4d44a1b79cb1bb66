import type { FamilyStrings } from '../../../shared/strings';
import type { StoresPages } from './types';

/** What the stores family says in Dutch. */
export const nl: FamilyStrings<StoresPages> = {
  resources: {
    Maps: {
      Label: 'Kaart',
      Loading: 'De kaart wordt geladen…',
      Unavailable: 'De kaart is momenteel niet beschikbaar. De adressen staan in de lijst.',
      ClosePopup: 'Sluiten',
      ZoomIn: 'Inzoomen',
      ZoomOut: 'Uitzoomen',
    },
  },
  pages: {
    stores: {
      title: 'Onze winkels',
      intro:
        'Pas onze collecties in een van onze acht winkels. Uw online bestellingen kunt u er ' +
        'gratis afhalen en ruilen.',
      mapTitle: 'Onze winkels op de kaart',
      mapLabel: 'Kaart van onze acht winkels',
      toList: 'Naar de lijst van winkels',
      listTitle: 'Adressen en openingsuren',
      hours: 'Maandag tot zaterdag, van {{opens}} tot {{closes}}',
      sunday: 'Zondag, van {{opens}} tot {{closes}}',
      closedSunday: 'Gesloten op zondag',
      phone: 'Telefoon:',
      kinds: { flagship: 'Hoofdwinkel', shop: 'Winkel', outlet: 'Outletwinkel' },
      flagshipTitle: 'Onze hoofdwinkel in Brussel',
      flagshipText:
        'Drie verdiepingen mode en wonen, een retouchewerkplaats en een theesalon, op een ' +
        'steenworp van het Muntplein.',
      flagshipMapLabel: 'Kaart van de winkel in Brussel',
    },
  },
};
