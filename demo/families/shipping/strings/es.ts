import type { FamilyStrings } from '../../../shared/strings';

/** What the shipping family says in Spanish: the pickup-point search and its widget. */
export const es: FamilyStrings = {
  resources: {
    PickupPoints: {
      ChoosePickupPoint: 'Elegir un punto de recogida',
      ChangePickupPoint: 'Cambiar de punto de recogida',
      ChosenPickupPoint: 'Punto de recogida elegido',
      DialogTitle: 'Elija su punto de recogida',
      PostalCode: 'Código postal',
      City: 'Ciudad',
      Address: 'Dirección',
      Search: 'Buscar',
      Choose: 'Elegir este punto de recogida',
      Searching: 'Buscando puntos de recogida…',
      Found_one: '{{count}} punto de recogida encontrado',
      Found_other: '{{count}} puntos de recogida encontrados',
      NoneFound: 'No hay ningún punto de recogida cerca de este código postal.',
      ListLabel: 'Puntos de recogida',
      MapLabel: 'Mapa de los puntos de recogida',
      DistanceKm: 'a {{distance}} km',
      OpeningHours: 'Horario de apertura',
      Day: 'Día',
      Hours: 'Horas',
      Closed: 'Cerrado',
      MapUnavailable: 'El mapa no está disponible: elija su punto en la lista.',
      SearchRequired: 'Indique un código postal, una ciudad o una dirección.',
      Saving: 'Guardando…',
      UnknownMethod: 'Este método de envío no ofrece puntos de recogida.',
      InvalidSearch: 'La búsqueda de puntos de recogida está incompleta o es incorrecta.',
      InvalidPickupPoint: 'No se ha encontrado este punto de recogida.',
      SearchIntro: 'Indique dónde desea recoger su paquete: le mostramos los puntos más cercanos.',
    },
  },
  pages: {},
};
