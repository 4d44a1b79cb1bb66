import type { WidgetText } from '../../types';

/** it: the tyre-fitting widgets, and each of their attributes (see ../it.ts). */
export const tyres: Record<string, WidgetText> = {
  'tyre-calendar': {
    summary:
      'Calendario degli appuntamenti per il montaggio pneumatici, nel modulo: il cliente sceglie un giorno libero (con tastiera o mouse), poi una fascia oraria; i giorni al completo sono barrati.',
    attributes: {
      'data-months-limit': {
        description:
          'Il numero di mesi che il calendario può mostrare, a partire dal mese corrente.',
        example: '6',
      },
      'data-date-name': {
        description: 'Il nome del campo che invia il giorno scelto (aaaa-mm-gg).',
        example: 'Date',
      },
      'data-slot-name': {
        description: 'Il nome del campo che invia la fascia scelta.',
        example: 'Slot',
      },
    },
  },
  'tyre-inscriptions': {
    summary:
      'Modulo di iscrizione pneumatici: sezioni richiudibili, targhe limitate a lettere e cifre e uno schema del fianco le cui linee si disegnano sullo schermo.',
    attributes: {
      'data-small-below': {
        description: 'La larghezza (px) sotto la quale le linee dello schema sono nascoste.',
        example: '576',
      },
    },
  },
};
