import type { FamilyStrings } from '../../../shared/strings';
import type { ContactPages } from './types';

/** What the contact family says in German. */
export const de: FamilyStrings<ContactPages> = {
  resources: {
    /** The form helpers (issue 15): date pickers and searchable selects. */
    Forms: {
      ChooseDate: 'Datum wählen',
      ChooseDateFor: 'Datum wählen: {{label}}',
      PreviousMonth: 'Vorheriger Monat',
      NextMonth: 'Nächster Monat',
      Unavailable: 'nicht verfügbar',
      OptionsFailed: 'Die Liste konnte nicht geladen werden. Versuchen Sie es gleich noch einmal.',
      NoOptions: 'Keine Treffer',
      OptionCount_one: '{{count}} Treffer',
      OptionCount_other: '{{count}} Treffer',
      SearchHint: 'Geben Sie mindestens {{count}} Zeichen ein und wählen Sie dann aus der Liste.',
      FilterHint: 'Tippen Sie, um die Liste zu filtern, und wählen Sie dann.',
    },
  },
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
      shop: 'Filiale, die Sie kontaktieren möchten',
      shopHint: 'Geben Sie den Namen einer Stadt ein, zum Beispiel Köln.',
      subjectChoose: 'Wählen Sie einen Betreff',
      shopUnknown: 'Wählen Sie eine Filiale aus der Liste.',
      dateRange: 'Wählen Sie ein Datum zwischen dem {{first}} und dem {{last}}.',
      subjectUnknown: 'Wählen Sie einen Betreff aus der Liste.',
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
