import type { FamilyStrings } from '../../../shared/strings';
import { security } from './security';
import type { AccountPages } from './types';

/** What the account family says in Italian. */
export const it: FamilyStrings<AccountPages> = {
  resources: {
    Security: {
      ...security.it,
      Login: 'Accedi',
      LoginTitle: 'Acceda al Suo account',
      Email: 'Indirizzo e-mail',
      Password: 'Password',
      RememberMe: 'Ricordami',
      SignIn: 'Accedi',
      SignOut: 'Esci',
      ForgotPassword: 'Password dimenticata?',
      Register: 'Crea un account',
      LoginRequired: 'Effettui l’accesso per continuare.',
      InvalidCredentials: 'Indirizzo e-mail o password non corretti.',
      MyAccount: 'Il mio account',
      ChangePassword: 'Modifica password',
      TwoFactor: 'Verifica in due passaggi',
      ScanQrCode: 'Scansioni questo codice QR con la Sua app di autenticazione.',
    },
  },
  pages: {
    register: {
      title: 'Crea un account',
      intro:
        'Con un account può seguire i Suoi ordini, restituire un articolo in pochi clic e ' +
        'salvare i Suoi indirizzi.',
      accountType: 'Tipo di account',
      private: 'Privato',
      company: 'Azienda',
      companyName: 'Ragione sociale',
      vat: 'Partita IVA',
      firstName: 'Nome',
      lastName: 'Cognome',
      email: 'Indirizzo e-mail',
      emailConfirm: 'Conferma l’indirizzo e-mail',
      phone: 'Telefono fisso',
      mobile: 'Cellulare',
      phoneOrMobile: 'Indichi almeno un numero di telefono, fisso o cellulare.',
      username: 'Nome utente',
      usernameHint: 'Il nome utente deve essere diverso dal Suo indirizzo e-mail e dalla password.',
      usernameTaken: 'Questo nome utente è già in uso.',
      password: 'Password',
      passwordConfirm: 'Conferma la password',
      birthDate: 'Data di nascita',
      dateHint: 'Formato: {{format}}',
      householdSize: 'Numero di persone nel nucleo familiare (da 1 a 12)',
      postalCode: 'CAP',
      postalCodeHint: '4 o 5 cifre',
      website: 'Sito web',
      newsletter: 'Desidero ricevere la newsletter.',
      terms: 'Accetto le condizioni generali di vendita.',
      submit: 'Crea il mio account',
      done: 'Le diamo il benvenuto, {{name}}! Il Suo account è stato creato.',
    },
    login: {
      noAccount: 'Non ha ancora un account?',
      title: 'Accedi',
      intro: 'Acceda per seguire i Suoi ordini e gestire i resi.',
      demoAccount: 'Account dimostrativo: {{email}} / password {{password}}',
      failed: 'Indirizzo e-mail o password non corretti.',
      salesUser: '(venditore)',
      editorUser: '(redattrice)',
    },
    forgotPassword: {
      title: 'Password dimenticata',
      intro:
        'Indichi l’indirizzo e-mail del Suo account: Le invieremo un link per scegliere una nuova password.',
      submit: 'Invia il link',
      done: 'Se esiste un account per {{email}}, riceverà tra pochi minuti un’e-mail con un link.',
      back: 'Torna all’accesso',
    },
    account: {
      title: 'Il mio account',
      welcome: 'Ha effettuato l’accesso come {{email}}.',
      intro: 'Segua i suoi ordini, gestisca i conti prepagati, la sicurezza e gli appuntamenti.',
      signedOut: 'Ha effettuato la disconnessione. A presto!',
      greeting: 'Buongiorno {{name}}!',
      yourSpace: 'La sua area clienti',
      cards: {
        orders: { title: 'I miei ordini', text: 'Seguire, riordinare, chiedere un rimborso.' },
        prepaid: { title: 'Conti prepagati', text: 'I saldi, i movimenti e le notifiche.' },
        buyPrepaid: {
          title: 'Acquista credito prepagato',
          text: 'Ricaricare un conto o regalare una carta regalo.',
        },
        twoFactor: {
          title: 'Sicurezza: verifica in due passaggi',
          text: 'Protegga il suo account con un’app di autenticazione.',
        },
        changePassword: { title: 'Cambia la mia password', text: 'Scegliere una nuova password.' },
        tyres: {
          title: 'Appuntamento per il montaggio pneumatici',
          text: 'Scegliere un giorno e un orario in officina.',
        },
        editCustomer: {
          title: 'Modifica un cliente',
          text: 'Cercare un cliente e modificarne i dati.',
        },
      },
      latestOrders: 'I suoi ultimi ordini',
      allOrders: 'Tutti i miei ordini',
      noOrders: 'Non ha ancora effettuato ordini.',
      orderDate: 'Data',
      orderTotal: 'Totale',
      staffArea: 'Area venditori',
    },
  },
};
