import type { FamilyStrings } from '../../../shared/strings';
import type { ContactPages } from './types';

/** What the contact family says in German. */
export const de: FamilyStrings<ContactPages> = {
  resources: {},
  pages: {
    contact: {
      title: 'Kontakt',
      intro:
        'Unser Kundenservice ist von Montag bis Freitag von 9 bis 18 Uhr für Sie da. Sie ' +
        'erhalten innerhalb von 24 Stunden eine Antwort.',
      name: 'Vollständiger Name',
      email: 'E-Mail-Adresse',
      phone: 'Telefon',
      subject: 'Betreff',
      subjects: [
        'Eine bestehende Bestellung',
        'Rücksendung oder Erstattung',
        'Beratung zu einem Produkt',
        'Sonstiges Anliegen',
      ],
      orderNumber: 'Bestellnummer',
      orderNumberHint: 'Sie finden sie in Ihrer Bestellbestätigung, zum Beispiel VT-123456.',
      message: 'Ihre Nachricht',
      preferredDate: 'Gewünschter Rückruftermin',
      website: 'Website',
      consent:
        'Ich bin damit einverstanden, dass meine Daten zur Bearbeitung meiner Anfrage verwendet ' +
        'werden.',
      send: 'Absenden',
      sent:
        'Vielen Dank! Ihre Nachricht wurde gesendet. Wir antworten Ihnen innerhalb von 24 ' +
        'Stunden.',
      newsletterTitle: 'Newsletter',
      newsletterIntro: 'Neuheiten, Tipps und exklusive Angebote für Abonnenten – einmal im Monat.',
      newsletterEmail: 'Ihre E-Mail-Adresse',
      newsletterSubmit: 'Abonnieren',
      newsletterDone: 'Vielen Dank! Wir haben eine Bestätigungs-E-Mail an {{email}} gesendet.',
    },
  },
};
