import type { WidgetText } from '../../types';

/** de: the checkout's order widgets (issue 12; see ../de.ts). */
export const checkoutOrders: Record<string, WidgetText> = {
  'checkout-form': {
    summary:
      'Absenden des Bestellformulars: Das Formular wird geprüft (Fehler oben gemeldet, der erste hervorgehoben), der zu zahlende Betrag direkt davor erneut geprüft und die Bestellung nur einmal aufgegeben; Eingaben bleiben erhalten, wenn die Seite neu lädt.',
    attributes: {
      'data-to-pay': {
        description:
          'Zu zahlender Betrag (EUR) beim Erstellen der Seite, falls die Übersicht ihn nicht nennt.',
        example: '59.9',
      },
      'data-texts': {
        description:
          'Die Sätze des Formulars (Fehler, Senden, neuer Betrag, Fehlschlag, Kartenbestellung) in der Sprache der Seite.',
        example:
          '{"invalid": "…", "placing": "…", "totalChanged": "… {total}", "failed": "…", "placedCard": "… {number}"}',
      },
      'data-begin-checkout': {
        description:
          'GA4-Daten „begin_checkout“ (Artikel, Betrag, Währung, Gutscheincode), einmal pro Seitenansicht gesendet.',
        example:
          '{"currency": "EUR", "value": 59.9, "items": [{"item_id": "1001", "item_name": "Vase", "quantity": 1}]}',
      },
      'data-draft-key': {
        description:
          'Name, unter dem der Entwurf des Formulars während des Besuchs gespeichert wird.',
        example: 'vitrine:checkout-draft',
      },
      'data-skip': {
        description:
          'Felder, die der Entwurf nicht zurückschreibt (Auswahlen, die der Server schon speichert).',
        example: '["ShippingMethodId", "PrepaidAccountId"]',
      },
    },
  },
  'purchase-tracking': {
    summary:
      'GA4-Messung des Kaufs auf der Bestätigungsseite, einmal pro Bestellung gesendet, auch wenn die Seite neu lädt.',
    attributes: {
      'data-purchase': {
        description:
          'GA4-Daten „purchase“: Bestellnummer, Betrag, MwSt., Versand, Währung, Gutscheincode, Artikel.',
        example:
          '{"transaction_id": "VT-2026-001001", "value": 59.9, "tax": 10.4, "shipping": 5.95, "currency": "EUR", "items": [{"item_id": "1001", "item_name": "Vase", "quantity": 1}]}',
      },
      'data-storage-key': {
        description: 'Name, unter dem der Browser die schon gesendeten Bestellnummern speichert.',
        example: 'vitrine:purchases-sent',
      },
    },
  },
};
