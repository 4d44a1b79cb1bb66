import type { FamilyStrings } from '../../../shared/strings';
import { security } from './security';
import type { AccountPages } from './types';

/** What the account family says in Dutch. */
export const nl: FamilyStrings<AccountPages> = {
  resources: {
    Security: {
      ...security.nl,
      Login: 'Inloggen',
      LoginTitle: 'Log in op uw account',
      Email: 'E-mailadres',
      Password: 'Wachtwoord',
      RememberMe: 'Ingelogd blijven',
      SignIn: 'Inloggen',
      SignOut: 'Uitloggen',
      ForgotPassword: 'Wachtwoord vergeten?',
      Register: 'Account aanmaken',
      LoginRequired: 'Log in om verder te gaan.',
      InvalidCredentials: 'Onjuist e-mailadres of wachtwoord.',
      MyAccount: 'Mijn account',
      ChangePassword: 'Wachtwoord wijzigen',
      TwoFactor: 'Tweestapsverificatie',
      ScanQrCode: 'Scan deze QR-code met uw authenticatie-app.',
    },
  },
  pages: {
    register: {
      title: 'Account aanmaken',
      intro:
        'Met een account volgt u uw bestellingen, retourneert u een artikel in een paar klikken ' +
        'en slaat u uw adressen op.',
      accountType: 'Soort account',
      private: 'Particulier',
      company: 'Zakelijk',
      companyName: 'Bedrijfsnaam',
      vat: 'Btw-nummer',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      email: 'E-mailadres',
      emailConfirm: 'Bevestig uw e-mailadres',
      phone: 'Vast telefoonnummer',
      mobile: 'Mobiel nummer',
      phoneOrMobile: 'Vul ten minste één telefoonnummer in, vast of mobiel.',
      username: 'Gebruikersnaam',
      usernameHint: 'Uw gebruikersnaam moet verschillen van uw e-mailadres en uw wachtwoord.',
      usernameTaken: 'Deze gebruikersnaam is al in gebruik.',
      password: 'Wachtwoord',
      passwordConfirm: 'Bevestig uw wachtwoord',
      birthDate: 'Geboortedatum',
      dateHint: 'Notatie: {{format}}',
      householdSize: 'Aantal personen in het huishouden (1 tot 12)',
      postalCode: 'Postcode',
      postalCodeHint: '4 of 5 cijfers',
      website: 'Website',
      newsletter: 'Ik wil de nieuwsbrief ontvangen.',
      terms: 'Ik ga akkoord met de algemene voorwaarden.',
      submit: 'Account aanmaken',
      done: 'Welkom, {{name}}! Uw account is aangemaakt.',
    },
    login: {
      noAccount: 'Nog geen account?',
      title: 'Inloggen',
      intro: 'Log in om uw bestellingen te volgen en uw retouren te beheren.',
      demoAccount: 'Demoaccount: {{email}} / wachtwoord {{password}}',
      failed: 'Onjuist e-mailadres of wachtwoord.',
      salesUser: '(verkoper)',
      editorUser: '(redacteur)',
    },
    forgotPassword: {
      title: 'Wachtwoord vergeten',
      intro:
        'Vul het e-mailadres van uw account in: we sturen u een link om een nieuw wachtwoord te kiezen.',
      submit: 'Link versturen',
      done: 'Als er een account bestaat voor {{email}}, ontvangt u binnen enkele minuten een e-mail met een link.',
      back: 'Terug naar inloggen',
    },
    account: {
      title: 'Mijn account',
      welcome: 'U bent ingelogd als {{email}}.',
      intro: 'Volg uw bestellingen, beheer uw prepaidrekeningen, uw beveiliging en uw afspraken.',
      signedOut: 'U bent uitgelogd. Tot ziens!',
      greeting: 'Hallo {{name}}!',
      yourSpace: 'Uw klantenruimte',
      cards: {
        orders: {
          title: 'Mijn bestellingen',
          text: 'Volgen, opnieuw bestellen, een terugbetaling aanvragen.',
        },
        prepaid: {
          title: 'Prepaidrekeningen',
          text: 'Uw saldo, uw verrichtingen en de meldingen.',
        },
        buyPrepaid: {
          title: 'Prepaidtegoed kopen',
          text: 'Een rekening opladen of een cadeaubon geven.',
        },
        twoFactor: {
          title: 'Beveiliging: verificatie in twee stappen',
          text: 'Bescherm uw account met een authenticatie-app.',
        },
        changePassword: { title: 'Mijn wachtwoord wijzigen', text: 'Kies een nieuw wachtwoord.' },
        tyres: { title: 'Afspraak bandenmontage', text: 'Kies een dag en een uur in de garage.' },
        editCustomer: {
          title: 'Een klant wijzigen',
          text: 'Zoek een klant en wijzig de gegevens.',
        },
      },
      latestOrders: 'Uw laatste bestellingen',
      allOrders: 'Al mijn bestellingen',
      noOrders: 'U hebt nog geen bestelling geplaatst.',
      orderDate: 'Datum',
      orderTotal: 'Totaal',
      staffArea: 'Ruimte voor verkopers',
    },
  },
};
