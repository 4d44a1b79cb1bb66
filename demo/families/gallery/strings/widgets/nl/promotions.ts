import type { WidgetText } from '../../types';

/** The popups and banners (issue 15) in the editors’ manual, in Dutch. */
export const promotions: Record<string, WidgetText> = {
  banner: {
    summary:
      'Promotiebanner bovenaan de pagina, meteen getoond, met een aftelling en een knop om hem te sluiten. Eenmaal gesloten komt hij niet terug.',
    attributes: {
      'data-id': {
        description: 'De id van de promotie: die onthoudt de browser wanneer de klant ze sluit.',
        example: 'black-friday-2026',
      },
      'data-title': {
        description: 'De titel van de banner, die hem ook benoemt voor schermlezers.',
        example: 'Black Friday',
      },
      'data-end-datetime': {
        description:
          'Het einde van de promotie, ISO-datum en -tijd met tijdzone: daarna niet meer getoond, tot dan met een aftelling.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Hoe de einddatum geschreven wordt, met DD, MM, YYYY, HH en mm; standaard dag, maand en jaar in de volgorde van de taal.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Naam van een JavaScript-functie van de pagina, aangeroepen aan het einde van de aftelling in plaats van de pagina te herladen.',
        example: 'shop.onPromotionEnd',
      },
    },
  },
  popup: {
    summary:
      'Promotievenster: de inhoud van de <template> van het blok opent 3 seconden na het laden in een venster, nooit over een ander venster of vóór de cookiekeuze, nooit tijdens het afrekenen. Eenmaal gesloten komt het niet terug.',
    attributes: {
      'data-id': {
        description: 'De id van de promotie: die onthoudt de browser wanneer de klant ze sluit.',
        example: 'black-friday-2026',
      },
      'data-title': {
        description: 'De titel van het venster.',
        example: 'Blijf op de hoogte',
      },
      'data-end-datetime': {
        description:
          'Het einde van de promotie, ISO-datum en -tijd met tijdzone: daarna niet meer getoond, tot dan met een aftelling.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Hoe de einddatum geschreven wordt, met DD, MM, YYYY, HH en mm; standaard dag, maand en jaar in de volgorde van de taal.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Naam van een JavaScript-functie van de pagina, aangeroepen aan het einde van de aftelling in plaats van de pagina te herladen.',
        example: 'shop.onPromotionEnd',
      },
    },
  },
};
