import type { FamilyStrings } from '../../../shared/strings';

/** What the customer-references family says in Spanish. */
export const es: FamilyStrings = {
  resources: {
    Catalog: {
      CustomerRefUpdateError: 'No se ha podido guardar su referencia. Inténtelo de nuevo.',
      ReferenceSearchTitle: 'Búsqueda por referencia',
      ReferenceSearchLabel: 'Buscar un producto por su referencia',
      ReferenceSearchHint: 'Escriba al menos {{count}} caracteres, por ejemplo CR-12345.',
      References: 'Referencias',
      ReferenceCount_one: '{{count}} referencia',
      ReferenceCount_other: '{{count}} referencias',
      NoReferenceFound: 'Ninguna referencia coincide con lo que ha escrito.',
      ReferenceSearchUnavailable:
        'La búsqueda por referencia no está disponible en ' + 'este momento. Inténtelo de nuevo.',
      MoreResults: 'Más resultados',
      CustomerReference: 'Su referencia',
      CustomerReferenceHint: 'Su propio código para este producto, para encontrarlo más rápido.',
      CustomerReferenceSaved: 'Se ha guardado su referencia.',
      CustomerReferenceRemoved: 'Se ha eliminado su referencia.',
      CustomerReferenceTooLong: 'Su referencia no puede tener más de {{max}} caracteres.',
      CustomerReferenceSignIn: 'Inicie sesión para guardar su propia referencia de este producto.',
    },
  },
  pages: {},
};
