import type { WidgetText } from '../../types';

/** de: the form helpers and the collapse (issue 15), and each of their attributes (see ../de.ts). */
export const formHelpers: Record<string, WidgetText> = {
  collapse: {
    summary:
      'Aufklappbarer Block (Frage und Antwort, Details): Der Titel wird zu einer Schaltfläche, die den Inhalt sanft öffnet und schließt; ohne Animation für alle, die Animationen reduzieren. Der Inhalt bleibt ohne JavaScript lesbar, und ein Link auf #id des Inhalts öffnet ihn.',
    attributes: {
      'data-group': {
        description:
          'Ein Gruppenname: Von den Blöcken derselben Gruppe ist immer nur einer offen (eine FAQ). Leer: unabhängig.',
        example: 'faq',
      },
      'data-open': {
        description: 'Beim Laden der Seite geöffnet (true) oder geschlossen (false).',
        example: 'true',
      },
    },
  },
  'floating-label': {
    summary:
      'Animierte Beschriftungen: Um ein Feld oder ein ganzes Formular steht die Beschriftung im leeren Feld und wandert an seinen Rand, sobald das Feld den Fokus oder einen Wert erhält (auch beim automatischen Ausfüllen). Hinweise und Fehlermeldungen bleiben unter dem Feld.',
    attributes: {
      'data-selects': {
        description: 'Auch auf Auswahllisten anwenden (ihre Beschriftung bleibt dann immer oben).',
        example: 'true',
      },
    },
  },
  'fake-select': {
    summary:
      'Gestaltete Auswahlliste: die native Liste des Browsers mit dem Pfeil und dem Fokusrahmen des Shops. Tastatur, die Auswahl des Telefons und die Validierungsregeln funktionieren wie gewohnt.',
    attributes: {
      'data-arrow': {
        description: 'Die Form des Pfeils: Winkel (chevron) oder kleines Dreieck (triangle).',
        example: 'triangle',
      },
    },
  },
  'searchable-select': {
    summary:
      'Auswahlliste mit Suche: Die Kundschaft tippt, um die Optionen zu filtern (die der Liste des Servers oder eine Suche auf dem Server), mit Tastatur oder Maus. Die ursprüngliche Liste bleibt verborgen im Formular und sendet den gewählten Wert.',
    attributes: {
      'data-for': {
        description: 'Die id der Auswahlliste (select) des Servers, die das Widget ersetzt.',
        example: 'field-ShopId',
      },
      'data-search-url': {
        description:
          'Die Suchadresse: GET {Adresse}?q={Text} antwortet [{value, label}]. Leer: Die Optionen der Liste werden vor Ort gefiltert.',
        example: 'api/v1/stores/search',
      },
      'data-min-chars': {
        description:
          'Wie viele Zeichen vor einer Suche auf dem Server getippt sein müssen (1 bis 10).',
        example: '3',
      },
    },
  },
  'date-picker': {
    summary:
      'Datumsauswahl: Eine Schaltfläche neben einem Textfeld öffnet einen Kalender (Maus oder Tastatur); das gewählte Datum steht im kurzen Format der Sprache im Feld (TT.MM.JJJJ auf Deutsch). Man kann es auch tippen.',
    attributes: {
      'data-for': {
        description: 'Die id des Textfelds, das der Kalender ausfüllt.',
        example: 'field-PreferredDate',
      },
      'data-min': {
        description: 'Der erste wählbare Tag: JJJJ-MM-TT oder today für heute.',
        example: 'today',
      },
      'data-max': {
        description: 'Der letzte wählbare Tag: JJJJ-MM-TT oder today für heute.',
        example: '2027-06-30',
      },
    },
  },
};
