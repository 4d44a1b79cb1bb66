import type { WidgetText } from '../../types';

/** de: das Guthabenkonto (Issue 13), and each of its widgets' attributes (see ../de.ts). */
export const prepaid: Record<string, WidgetText> = {
  'prepaid-notification': {
    summary:
      'Die Nutzungsbenachrichtigung eines Guthabenkontos: Das Kästchen wird beim An- oder Abhaken sofort gespeichert und bestätigt; schlägt das fehl, zeigt es wieder den gespeicherten Stand und eine Meldung sagt es.',
    attributes: {
      'data-prepaid-account-id': {
        description:
          'Die Nummer des Guthabenkontos (PrepaidAccountId), dessen Benachrichtigung eingestellt wird.',
        example: '7002',
      },
      'data-is-activated': {
        description:
          'Was der Server gespeichert hat: true, wenn die Benachrichtigung aktiv ist, sonst false.',
        example: 'true',
      },
    },
  },
  'prepaid-add-to-cart': {
    summary:
      'Guthaben kaufen: das aufzuladende Konto (oder ein neues Konto) und der Betrag, in den Warenkorb gelegt; ohne Betrag verlangt eine Meldung eine Menge und nichts wird gesendet. Der Warenkorb in der Kopfzeile folgt.',
    attributes: {},
  },
  'prepaid-payment': {
    summary:
      'Eine Bestellung, die auf eine Überweisung wartet, mit einem Guthabenkonto bezahlen: Das gewählte Konto zahlt, was es kann, dann geht es mit einem Hinweis zurück zur Bestellung; der Rest bleibt per Überweisung zu zahlen.',
    attributes: {
      'data-order-id': {
        description: 'Die Kennung der zu zahlenden Bestellung (die aus der Adresse ihrer Seite).',
        example: 'a1b2c3d4',
      },
    },
  },
};
