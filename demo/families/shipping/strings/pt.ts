import type { FamilyStrings } from '../../../shared/strings';

/** What the shipping family says in Portuguese: the pickup-point search and its widget. */
export const pt: FamilyStrings = {
  resources: {
    PickupPoints: {
      ChoosePickupPoint: 'Escolher um ponto de recolha',
      ChangePickupPoint: 'Mudar de ponto de recolha',
      ChosenPickupPoint: 'Ponto de recolha escolhido',
      DialogTitle: 'Escolha o seu ponto de recolha',
      PostalCode: 'Código postal',
      City: 'Localidade',
      Address: 'Morada',
      Search: 'Pesquisar',
      Choose: 'Escolher este ponto de recolha',
      Searching: 'A pesquisar pontos de recolha…',
      Found_one: '{{count}} ponto de recolha encontrado',
      Found_other: '{{count}} pontos de recolha encontrados',
      NoneFound: 'Nenhum ponto de recolha perto deste código postal.',
      ListLabel: 'Pontos de recolha',
      MapLabel: 'Mapa dos pontos de recolha',
      DistanceKm: 'a {{distance}} km',
      OpeningHours: 'Horário de funcionamento',
      Day: 'Dia',
      Hours: 'Horas',
      Closed: 'Fechado',
      MapUnavailable: 'O mapa não está disponível: escolha o seu ponto na lista.',
      SearchRequired: 'Indique um código postal, uma localidade ou uma morada.',
      Saving: 'A guardar…',
      UnknownMethod: 'Este método de envio não tem pontos de recolha.',
      InvalidSearch: 'A pesquisa de pontos de recolha está incompleta ou incorreta.',
      InvalidPickupPoint: 'Este ponto de recolha não foi encontrado.',
      SearchIntro:
        'Indique onde pretende levantar a sua encomenda: mostramos os pontos mais próximos.',
    },
  },
  pages: {},
};
