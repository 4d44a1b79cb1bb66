import type { FamilyStrings } from '../../../shared/strings';
import type { HelpPages } from './types';

/** What the help family says in German. */
export const de: FamilyStrings<HelpPages> = {
  resources: {},
  pages: {
    faq: {
      title: 'Häufige Fragen',
      intro:
        'Die Antworten auf die Fragen, die uns unsere Kundinnen und Kunden am häufigsten stellen.',
      more: 'Sie finden Ihre Antwort nicht?',
      contact: 'Kontaktieren Sie uns',
      questions: [
        {
          question: 'Wie lange dauert die Lieferung?',
          answer:
            'Zwei bis vier Werktage in Belgien, Frankreich und den Niederlanden; drei bis sechs Werktage im übrigen Europa.',
        },
        {
          question: 'Was kostet der Versand?',
          answer:
            'Ab 50 € ist der Versand kostenlos. Darunter kostet er 4,95 € nach Hause und 2,95 € an eine Abholstation.',
        },
        {
          question: 'Kann ich einen Artikel zurückgeben?',
          answer:
            'Ja, innerhalb von 30 Tagen nach der Lieferung in der Originalverpackung. Beantragen Sie die Rücksendung in Ihrem Konto unter Bestellungen.',
        },
        {
          question: 'Wann erhalte ich mein Geld zurück?',
          answer:
            'Innerhalb von fünf Werktagen nach Eingang Ihrer Rücksendung, auf das Zahlungsmittel der Bestellung.',
        },
        {
          question: 'Welche Zahlungsmittel akzeptieren Sie?',
          answer: 'Visa, Mastercard und American Express, Bancontact, iDEAL und Überweisung.',
        },
        {
          question: 'Kann ich meine Bestellung ändern?',
          answer:
            'Solange sie nicht vorbereitet ist, können Sie die Lieferadresse in Ihrem Konto ändern. Für alles andere kontaktieren Sie uns.',
        },
        {
          question: 'Ein Artikel ist ausverkauft: Kommt er wieder?',
          answer:
            'Meistens ja. Lassen Sie sich auf der Produktseite per E-Mail benachrichtigen, sobald er wieder vorrätig ist.',
        },
        {
          question: 'Brauche ich ein Konto, um zu bestellen?',
          answer:
            'Nein, Sie können ohne Konto bestellen. Mit einem Konto verfolgen Sie Ihre Bestellungen und speichern Ihre Adressen.',
        },
        {
          question: 'Kann ich meine Bestellung in der Filiale abholen?',
          answer:
            'Ja, wählen Sie bei der Lieferung die Abholung in der Filiale: kostenlos und in zwei Stunden bereit.',
        },
      ],
    },
  },
};
