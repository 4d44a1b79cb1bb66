import type { FamilyStrings } from '../../../shared/strings';
import { security } from './security';
import type { AccountPages } from './types';

/** What the account family says in German. */
export const de: FamilyStrings<AccountPages> = {
  resources: {
    Security: {
      ...security.de,
      Login: 'Anmelden',
      LoginTitle: 'Melden Sie sich bei Ihrem Kundenkonto an',
      Email: 'E-Mail-Adresse',
      Password: 'Passwort',
      RememberMe: 'Angemeldet bleiben',
      SignIn: 'Anmelden',
      SignOut: 'Abmelden',
      ForgotPassword: 'Passwort vergessen?',
      Register: 'Kundenkonto erstellen',
      LoginRequired: 'Bitte melden Sie sich an, um fortzufahren.',
      InvalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
      MyAccount: 'Mein Konto',
      ChangePassword: 'Passwort ändern',
      TwoFactor: 'Zwei-Faktor-Authentifizierung',
      ScanQrCode: 'Scannen Sie diesen QR-Code mit Ihrer Authentifizierungs-App.',
    },
  },
  pages: {
    register: {
      title: 'Konto erstellen',
      intro:
        'Mit einem Kundenkonto verfolgen Sie Ihre Bestellungen, senden Artikel mit wenigen ' +
        'Klicks zurück und speichern Ihre Adressen.',
      accountType: 'Kontoart',
      private: 'Privatkunde',
      company: 'Geschäftskunde',
      companyName: 'Firmenname',
      vat: 'USt-IdNr.',
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail-Adresse',
      emailConfirm: 'E-Mail-Adresse bestätigen',
      phone: 'Festnetz',
      mobile: 'Mobiltelefon',
      phoneOrMobile: 'Bitte geben Sie mindestens eine Telefonnummer an, Festnetz oder Mobil.',
      username: 'Benutzername',
      usernameHint:
        'Der Benutzername muss sich von Ihrer ' +
        'E-Mail-Adresse und Ihrem Passwort unterscheiden.',
      usernameTaken: 'Dieser Benutzername ist bereits vergeben.',
      password: 'Passwort',
      passwordConfirm: 'Passwort bestätigen',
      birthDate: 'Geburtsdatum',
      dateHint: 'Format: {{format}}',
      householdSize: 'Anzahl der Personen im Haushalt (1 bis 12)',
      postalCode: 'Postleitzahl',
      postalCodeHint: '4 oder 5 Ziffern',
      website: 'Website',
      newsletter: 'Ich möchte den Newsletter erhalten.',
      terms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.',
      submit: 'Konto erstellen',
      done: 'Willkommen, {{name}}! Ihr Konto wurde erstellt.',
    },
    login: {
      noAccount: 'Noch kein Kundenkonto?',
      title: 'Anmelden',
      intro:
        'Melden Sie sich an, um Ihre Bestellungen zu ' +
        'verfolgen und Rücksendungen zu verwalten.',
      demoAccount: 'Demo-Konto: {{email}} / Passwort {{password}}',
      failed: 'E-Mail-Adresse oder Passwort ist falsch.',
      salesUser: '(Verkäufer)',
      editorUser: '(Redakteurin)',
    },
    forgotPassword: {
      title: 'Passwort vergessen',
      intro:
        'Geben Sie die E-Mail-Adresse Ihres Kundenkontos an: Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen können.',
      submit: 'Link senden',
      done: 'Falls ein Kundenkonto für {{email}} besteht, erhalten Sie in wenigen Minuten eine E-Mail mit einem Link.',
      back: 'Zurück zur Anmeldung',
    },
    account: {
      title: 'Mein Konto',
      welcome: 'Sie sind als {{email}} angemeldet.',
      intro:
        'Verfolgen Sie Ihre Bestellungen und verwalten Sie Ihre Prepaid-Konten, Ihre Sicherheit und Ihre Termine.',
      signedOut: 'Sie haben sich abgemeldet. Bis bald!',
      greeting: 'Hallo {{name}}!',
      yourSpace: 'Ihr Kundenbereich',
      cards: {
        orders: {
          title: 'Meine Bestellungen',
          text: 'Verfolgen, erneut bestellen, eine Erstattung beantragen.',
        },
        prepaid: {
          title: 'Prepaid-Konten',
          text: 'Ihre Guthaben, Ihre Umsätze und die Benachrichtigungen.',
        },
        buyPrepaid: {
          title: 'Prepaid-Guthaben kaufen',
          text: 'Ein Konto aufladen oder einen Geschenkgutschein schenken.',
        },
        twoFactor: {
          title: 'Sicherheit: Zwei-Faktor-Authentifizierung',
          text: 'Schützen Sie Ihr Konto mit einer Authenticator-App.',
        },
        changePassword: { title: 'Mein Passwort ändern', text: 'Ein neues Passwort wählen.' },
        tyres: {
          title: 'Termin für die Reifenmontage',
          text: 'Einen Tag und eine Uhrzeit in der Werkstatt wählen.',
        },
        editCustomer: {
          title: 'Kunden bearbeiten',
          text: 'Einen Kunden suchen und seine Daten bearbeiten.',
        },
      },
      latestOrders: 'Ihre letzten Bestellungen',
      allOrders: 'Alle meine Bestellungen',
      noOrders: 'Sie haben noch keine Bestellung aufgegeben.',
      orderDate: 'Datum',
      orderTotal: 'Summe',
      staffArea: 'Verkäuferbereich',
    },
  },
};
