import type { FamilyStrings } from '../../../shared/strings';
import type { StaffPages } from './types';

/** What the staff family says in Italian. */
export const it: FamilyStrings<StaffPages> = {
  resources: {
    Sales: {
      CustomerSearchHint:
        'Digiti almeno {{count}} caratteri: un nome, un indirizzo e-mail, un numero cliente.',
      Customers: 'Clienti',
      CustomerCount_one: '{{count}} cliente trovato',
      CustomerCount_other: '{{count}} clienti trovati',
      NoCustomerFound: 'Nessun cliente corrisponde alla ricerca.',
      CustomerSearchUnavailable:
        'La ricerca dei clienti non è momentaneamente disponibile. Riprovi.',
      CustomerSearchForbidden: 'Solo i venditori possono cercare e modificare i clienti.',
      CustomerNotFound: 'Questo cliente non esiste più.',
      CustomerNotSaved: 'I dati del cliente non sono stati salvati: controlli i campi segnalati.',
      CustomerFieldRequired: 'Questo campo è obbligatorio.',
      CustomerEmailInvalid: 'Inserisca un indirizzo e-mail valido.',
      CustomerEmailTaken: 'Questo indirizzo e-mail appartiene già a un altro cliente.',
      CustomerPhoneInvalid: 'Inserisca un numero di telefono valido.',
      CustomerDetails: 'Dati del cliente',
      CustomerId: 'Numero cliente',
      CustomerFirstName: 'Nome',
      CustomerLastName: 'Cognome',
      CustomerEmail: 'Indirizzo e-mail',
      CustomerPhone: 'Telefono',
      CustomerAccountType: 'Tipo di account',
      CustomerPrivate: 'Privato',
      CustomerCompany: 'Azienda',
      CustomerCompanyName: 'Ragione sociale',
      CustomerSave: 'Salva il cliente',
      CustomerSaved: 'I dati di {{name}} sono stati salvati.',
      CustomerChosen: 'I dati di {{name}} sono nel modulo qui sotto.',
      CustomerChooseFirst: 'Scelga un cliente nella ricerca per modificarne i dati.',
    },
  },
  pages: {
    editTitle: 'Modifica un cliente',
    editIntro: 'Cerchi un cliente per nome, indirizzo e-mail o numero, poi ne modifichi i dati.',
    backToAccount: 'Torna al mio account',
    forbiddenTitle: 'Accesso riservato ai venditori',
    forbiddenText:
      'Questa pagina è riservata ai venditori del negozio. Il suo account non permette di modificare i clienti.',
  },
};
