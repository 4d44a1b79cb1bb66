import type { WidgetText } from '../../types';

/** de: the card payment's widgets, and each of their attributes (see ../de.ts). */
export const payment: Record<string, WidgetText> = {
  'payment-form': {
    summary:
      'Das Formular für die Kartenzahlung: Es wartet, bis eine Bestellung mit Kartenzahlung aufgegeben ist (oder auf die angegebene Bestellung), fragt beim Server eine Zahlungssitzung an und zeigt darin das Formular des Zahlungsanbieters. Eine Ablehnung zeigt eine Meldung und eine Schaltfläche für einen neuen Versuch mit derselben Bestellung; eine angenommene Zahlung führt zur Bestätigung.',
    attributes: {
      'data-order-id': {
        description:
          'Kennung der sofort zu bezahlenden Bestellung (Seite „erneut bezahlen“); ohne sie wartet das Formular auf eine Bestellung.',
        example: 'Qx3k9T2mVb8',
      },
      'data-confirmation-url': {
        description:
          'Adresse der Bestätigung einer bezahlten Bestellung; {orderId} wird durch die Kennung ersetzt.',
        example: '/de/checkout/confirmation/{orderId}',
      },
      'data-return-url': {
        description:
          'Adresse, zu der die Kundschaft nach einem Bestätigungsschritt bei der Bank zurückkehrt; {orderId} wird ersetzt.',
        example: '/de/checkout/pay/{orderId}',
      },
    },
  },
  'payment-return': {
    summary:
      'Die Rückkehr nach einem Bestätigungsschritt der Zahlung (Bank): übergibt das Ergebnis dem Zahlungsanbieter und zeigt dann die Bestätigung, wenn die Zahlung angenommen ist, oder die Seite zum erneuten Bezahlen, wenn sie abgelehnt ist.',
    attributes: {
      'data-provider': {
        description: 'Name des Zahlungsanbieters der Sitzung.',
        example: 'demopay',
      },
      'data-session-id': {
        description: 'Kennung der Zahlungssitzung, in der Adresse zurückgegeben.',
        example: 'CSq1w2e3r4t5',
      },
      'data-redirect-result': {
        description: 'Ergebnis des Bestätigungsschritts, in der Adresse zurückgegeben.',
        example: 'Zx9y8w7v6u',
      },
      'data-environment': {
        description: 'Umgebung des Anbieters (Test oder Produktion).',
        example: 'test',
      },
      'data-client-key': {
        description: 'Öffentlicher Schlüssel des Anbieters für diesen Shop.',
        example: 'test_DEMOPAYVITRINE',
      },
      'data-paid-url': {
        description: 'Adresse, die bei angenommener Zahlung angezeigt wird.',
        example: '/de/checkout/confirmation/Qx3k9T2mVb8',
      },
      'data-refused-url': {
        description: 'Adresse, die bei abgelehnter Zahlung angezeigt wird, um erneut zu bezahlen.',
        example: '/de/checkout/pay/Qx3k9T2mVb8',
      },
    },
  },
};
