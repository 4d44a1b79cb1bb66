import type { FamilyStrings } from '../../../shared/strings';
import type { StaffPages } from './types';

/** What the staff family says in Spanish. */
export const es: FamilyStrings<StaffPages> = {
  resources: {
    Sales: {
      CustomerSearchHint:
        'Escriba al menos {{count}} caracteres: un nombre, un correo electrónico, un número de cliente.',
      Customers: 'Clientes',
      CustomerCount_one: '{{count}} cliente encontrado',
      CustomerCount_other: '{{count}} clientes encontrados',
      NoCustomerFound: 'Ningún cliente coincide con su búsqueda.',
      CustomerSearchUnavailable:
        'La búsqueda de clientes no está disponible en este momento. Inténtelo de nuevo.',
      CustomerSearchForbidden: 'Solo los vendedores pueden buscar y modificar clientes.',
      CustomerNotFound: 'Este cliente ya no existe.',
      CustomerNotSaved: 'Los datos del cliente no se han guardado: revise los campos señalados.',
      CustomerFieldRequired: 'Este campo es obligatorio.',
      CustomerEmailInvalid: 'Introduzca un correo electrónico válido.',
      CustomerEmailTaken: 'Este correo electrónico ya pertenece a otro cliente.',
      CustomerPhoneInvalid: 'Introduzca un número de teléfono válido.',
      CustomerDetails: 'Datos del cliente',
      CustomerId: 'Número de cliente',
      CustomerFirstName: 'Nombre',
      CustomerLastName: 'Apellidos',
      CustomerEmail: 'Correo electrónico',
      CustomerPhone: 'Teléfono',
      CustomerAccountType: 'Tipo de cuenta',
      CustomerPrivate: 'Particular',
      CustomerCompany: 'Empresa',
      CustomerCompanyName: 'Razón social',
      CustomerSave: 'Guardar el cliente',
      CustomerSaved: 'Los datos de {{name}} se han guardado.',
      CustomerChosen: 'Los datos de {{name}} están en el formulario de abajo.',
      CustomerChooseFirst: 'Elija un cliente en la búsqueda para modificar sus datos.',
    },
  },
  pages: {
    editTitle: 'Modificar un cliente',
    editIntro:
      'Busque un cliente por su nombre, su correo electrónico o su número y modifique sus datos.',
    backToAccount: 'Volver a mi cuenta',
    forbiddenTitle: 'Acceso reservado a los vendedores',
    forbiddenText:
      'Esta página está reservada a los vendedores de la tienda. Su cuenta no permite modificar clientes.',
  },
};
