import type { FamilyStrings } from '../../../shared/strings';

/** What the shipping family says in French: the pickup-point search and its widget. */
export const fr: FamilyStrings = {
  resources: {
    PickupPoints: {
      ChoosePickupPoint: 'Choisir un point de retrait',
      ChangePickupPoint: 'Changer de point de retrait',
      ChosenPickupPoint: 'Point de retrait choisi',
      DialogTitle: 'Choisissez votre point de retrait',
      PostalCode: 'Code postal',
      City: 'Ville',
      Address: 'Adresse',
      Search: 'Rechercher',
      Choose: 'Choisir ce point de retrait',
      Searching: 'Recherche des points de retrait…',
      Found_one: '{{count}} point de retrait trouvé',
      Found_other: '{{count}} points de retrait trouvés',
      NoneFound: 'Aucun point de retrait près de ce code postal.',
      ListLabel: 'Points de retrait',
      MapLabel: 'Carte des points de retrait',
      DistanceKm: 'à {{distance}} km',
      OpeningHours: 'Horaires d’ouverture',
      Day: 'Jour',
      Hours: 'Heures',
      Closed: 'Fermé',
      MapUnavailable: 'La carte n’est pas disponible : choisissez votre point dans la liste.',
      SearchRequired: 'Indiquez un code postal, une ville ou une adresse.',
      Saving: 'Enregistrement…',
      UnknownMethod: 'Ce mode de livraison ne propose pas de points de retrait.',
      InvalidSearch: 'La recherche de points de retrait est incomplète ou incorrecte.',
      InvalidPickupPoint: 'Ce point de retrait est introuvable.',
      SearchIntro:
        'Indiquez où vous souhaitez retirer votre colis : nous affichons les points les plus proches.',
    },
  },
  pages: {},
};
