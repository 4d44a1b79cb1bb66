import type { WidgetText } from '../../types';

/** de: the checkout's choices (issue 12), and each of their attributes (see ../de.ts). */
export const checkoutChoices: Record<string, WidgetText> = {
  'checkout-summary': {
    summary:
      'Die Bestellübersicht: Positionen, Versandkosten, Rabatt, MwSt., mit Guthabenkonto bezahlter Teil und noch zu zahlender Betrag, bei jeder Änderung der Bestellung neu geladen und angesagt.',
    attributes: {
      'data-to-pay': {
        description:
          'Noch zu zahlender Betrag in Euro (2 Dezimalstellen), vor der Zahlung geprüft.',
        example: '42.50',
      },
      'data-url': {
        description:
          'Adresse der Übersicht, neu geladen, wenn sich Bestellung oder Warenkorb ändern, ab der Sprache der Seite.',
        example: 'widget/checkoutsummary',
      },
    },
  },
  'prepaid-choice': {
    summary:
      'Die Wahl des Guthabenkontos an der Kasse: Sie wird sofort gespeichert und die Summen folgen; schlägt das fehl, kehrt die vorherige Wahl zurück und eine Meldung sagt warum.',
    attributes: {},
  },
  'payment-methods': {
    summary:
      'Die Wahl der Zahlungsart (Überweisung oder Karte): zeigt die Angaben der gewählten Art (Konto und Verwendungszweck der Überweisung), speichert sie und meldet sie an GA4; nichts zu wählen, wenn ein Guthabenkonto alles bezahlt.',
    attributes: {},
  },
  'method-details': {
    summary:
      'Die Detailfenster der Versandarten: Sie öffnen sich beim Überfahren, beim Fokus und per Tastatur, bleiben, solange der Zeiger darauf ist, und schließen mit Esc.',
    attributes: {
      'data-close-delay': {
        description:
          'Millisekunden, die das Fenster offen bleibt, nachdem der Zeiger die Versandart verlassen hat, um es zu erreichen.',
        example: '300',
      },
    },
  },
};
