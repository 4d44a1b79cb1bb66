import type { FamilyStrings } from '../../../shared/strings';
import type { StoresPages } from './types';

/** What the stores family says in French (the reference culture). */
export const fr: FamilyStrings<StoresPages> = {
  resources: {
    Maps: {
      Label: 'Carte',
      Loading: 'Chargement de la carte…',
      Unavailable:
        'La carte n’est pas disponible pour le moment. Les adresses restent dans la liste.',
      ClosePopup: 'Fermer',
      ZoomIn: 'Zoom avant',
      ZoomOut: 'Zoom arrière',
    },
  },
  pages: {
    stores: {
      title: 'Nos magasins',
      intro:
        'Venez essayer nos collections dans l’un de nos huit magasins. Vos commandes en ligne ' +
        'peuvent y être retirées et échangées gratuitement.',
      mapTitle: 'Nos magasins sur la carte',
      mapLabel: 'Carte de nos huit magasins',
      toList: 'Aller à la liste des magasins',
      listTitle: 'Adresses et horaires',
      hours: 'Du lundi au samedi, de {{opens}} à {{closes}}',
      sunday: 'Le dimanche, de {{opens}} à {{closes}}',
      closedSunday: 'Fermé le dimanche',
      phone: 'Téléphone :',
      kinds: { flagship: 'Magasin principal', shop: 'Magasin', outlet: 'Magasin d’usine' },
      flagshipTitle: 'Notre magasin principal à Bruxelles',
      flagshipText:
        'Trois étages de mode et de maison, un atelier de retouches et un salon de thé, à deux ' +
        'pas de la place de la Monnaie.',
      flagshipMapLabel: 'Carte du magasin de Bruxelles',
    },
  },
};
