import type { WidgetText } from '../../types';

/** The popups and banners (issue 15) in the editors’ manual, in German. */
export const promotions: Record<string, WidgetText> = {
  banner: {
    summary:
      'Aktionsbanner oben auf der Seite, sofort angezeigt, mit Countdown und einer Schaltfläche zum Schließen. Einmal geschlossen, kommt er nicht wieder.',
    attributes: {
      'data-id': {
        description:
          'Die Kennung der Aktion: Der Browser merkt sie sich, wenn der Kunde sie schließt.',
        example: 'black-friday-2026',
      },
      'data-title': {
        description: 'Der Titel des Banners, der ihn auch für Screenreader benennt.',
        example: 'Black Friday',
      },
      'data-end-datetime': {
        description:
          'Das Ende der Aktion, ISO-Datum und -Uhrzeit mit Zeitzone: danach nicht mehr angezeigt, bis dahin mit Countdown.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Wie das Enddatum geschrieben wird, mit DD, MM, YYYY, HH und mm; standardmäßig Tag, Monat und Jahr in der Reihenfolge der Sprache.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Name einer JavaScript-Funktion der Seite, die am Ende des Countdowns aufgerufen wird, statt die Seite neu zu laden.',
        example: 'shop.onPromotionEnd',
      },
    },
  },
  popup: {
    summary:
      'Aktionsfenster: Der Inhalt des <template> im Block öffnet sich 3 Sekunden nach dem Laden in einem Fenster, nie über einem anderen Fenster oder vor der Cookie-Entscheidung, nie während der Bestellung. Einmal geschlossen, kommt es nicht wieder.',
    attributes: {
      'data-id': {
        description:
          'Die Kennung der Aktion: Der Browser merkt sie sich, wenn der Kunde sie schließt.',
        example: 'black-friday-2026',
      },
      'data-title': {
        description: 'Der Titel des Fensters.',
        example: 'Bleiben wir in Kontakt',
      },
      'data-end-datetime': {
        description:
          'Das Ende der Aktion, ISO-Datum und -Uhrzeit mit Zeitzone: danach nicht mehr angezeigt, bis dahin mit Countdown.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Wie das Enddatum geschrieben wird, mit DD, MM, YYYY, HH und mm; standardmäßig Tag, Monat und Jahr in der Reihenfolge der Sprache.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Name einer JavaScript-Funktion der Seite, die am Ende des Countdowns aufgerufen wird, statt die Seite neu zu laden.',
        example: 'shop.onPromotionEnd',
      },
    },
  },
};
