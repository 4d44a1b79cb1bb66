import type { FamilyStrings } from '../../../shared/strings';
import type { AccountPages } from './types';

/** What the account family says in German. */
export const de: FamilyStrings<AccountPages> = {
  resources: {
    Security: {
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
      intro: 'Hier finden Sie Ihre Bestellungen, Rücksendungen und Lieferadressen.',
      signedOut: 'Sie haben sich abgemeldet. Bis bald!',
    },
  },
};
