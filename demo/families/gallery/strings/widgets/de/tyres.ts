import type { WidgetText } from '../../types';

/** de: the tyre-fitting widgets, and each of their attributes (see ../de.ts). */
export const tyres: Record<string, WidgetText> = {
  'tyre-calendar': {
    summary:
      'Terminkalender für die Reifenmontage im Formular: Der Kunde wählt einen freien Tag (mit Tastatur oder Maus) und dann eine Uhrzeit; ausgebuchte Tage sind durchgestrichen.',
    attributes: {
      'data-months-limit': {
        description: 'Wie viele Monate der Kalender ab dem laufenden Monat zeigen kann.',
        example: '6',
      },
      'data-date-name': {
        description: 'Der Name des Feldes, das den gewählten Tag sendet (jjjj-mm-tt).',
        example: 'Date',
      },
      'data-slot-name': {
        description: 'Der Name des Feldes, das die gewählte Uhrzeit sendet.',
        example: 'Slot',
      },
    },
  },
  'tyre-inscriptions': {
    summary:
      'Anmeldeformular für Reifen: einklappbare Abschnitte, Kennzeichen nur aus Buchstaben und Ziffern und ein Schema der Reifenflanke, dessen Linien sich auf dem Bildschirm zeichnen.',
    attributes: {
      'data-small-below': {
        description: 'Die Breite (px), unter der die Linien des Schemas ausgeblendet werden.',
        example: '576',
      },
    },
  },
};
