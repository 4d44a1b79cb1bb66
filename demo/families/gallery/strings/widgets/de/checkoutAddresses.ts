import type { WidgetText } from '../../types';

/** de: die Kasse: die Adressen und die USt-IdNr.-Prüfung (see ../de.ts). */
export const checkoutAddresses: Record<string, WidgetText> = {
  'address-picker': {
    summary:
      'Adressbereich der Kasse: Rechnungs- und Lieferadresse und Kontoart wählen oder ohne Konto die Adresse eingeben; jede Wahl wird sofort gespeichert und die Versandkosten folgen. Die Links „Hinzufügen“ und „Ändern“ öffnen das Adressformular in einem Fenster.',
    attributes: {
      'data-postal-codes': {
        description:
          'Postleitzahlregel je Land (ISO-Code → Muster, als JSON), die beim Wechsel des Landes auf das Feld angewendet wird.',
        example: '{"BE":"\\\\d{4}","NL":"\\\\d{4} ?[A-Za-z]{2}"}',
      },
      'data-section-url': {
        description:
          'Adresse des Inhalts des Bereichs, der nach dem Speichern einer Adresse neu geladen wird.',
        example: '/de/checkout/addresses',
      },
    },
  },
  'vat-check': {
    summary:
      'USt-IdNr., die geprüft wird, sobald sie sich ändert (wenn sie nicht leer ist); die Antwort gültig, ungültig oder Dienst nicht erreichbar steht neben dem Feld, und die Seite lädt neu, wenn sich die Gültigkeit ändert.',
    attributes: {
      'data-customer-id': {
        description:
          'Kundennummer des angemeldeten Kunden, die mit der Prüfung gesendet wird (leer für einen Gast).',
        example: '104872',
      },
      'data-state': {
        description:
          'Letzte bekannte Antwort: true (gültig), false (ungültig), null (Dienst nicht erreichbar) oder unchecked.',
        example: 'unchecked',
      },
    },
  },
};
