import type { WidgetText } from '../../types';

/** nl: the tyre-fitting widgets, and each of their attributes (see ../nl.ts). */
export const tyres: Record<string, WidgetText> = {
  'tyre-calendar': {
    summary:
      'Afsprakenkalender voor bandenmontage in het formulier: de klant kiest een vrije dag (met toetsenbord of muis) en daarna een tijdslot; volzette dagen zijn doorgestreept.',
    attributes: {
      'data-months-limit': {
        description: 'Het aantal maanden dat de kalender kan tonen, vanaf de huidige maand.',
        example: '6',
      },
      'data-date-name': {
        description: 'De naam van het veld dat de gekozen dag verstuurt (jjjj-mm-dd).',
        example: 'Date',
      },
      'data-slot-name': {
        description: 'De naam van het veld dat het gekozen tijdslot verstuurt.',
        example: 'Slot',
      },
    },
  },
  'tyre-inscriptions': {
    summary:
      'Inschrijvingsformulier voor banden: inklapbare secties, nummerplaten beperkt tot letters en cijfers, en een schema van de bandenflank waarvan de lijnen op het scherm worden getekend.',
    attributes: {
      'data-small-below': {
        description: 'De breedte (px) waaronder de lijnen van het schema verborgen zijn.',
        example: '576',
      },
    },
  },
};
