import type { WidgetText } from '../../types';

/** nl: de prepaidrekening (issue 13), and each of its widgets' attributes (see ../nl.ts). */
export const prepaid: Record<string, WidgetText> = {
  'prepaid-notification': {
    summary:
      'Het gebruiksbericht van een prepaidrekening: het vakje wordt opgeslagen zodra het aan- of uitgevinkt wordt, met een bevestiging; mislukt dat, dan toont het weer wat opgeslagen is en zegt een melding het.',
    attributes: {
      'data-prepaid-account-id': {
        description:
          'Het nummer van de prepaidrekening (PrepaidAccountId) waarvan het bericht ingesteld wordt.',
        example: '7002',
      },
      'data-is-activated': {
        description:
          'Wat de server opgeslagen heeft: true als het bericht aan staat, anders false.',
        example: 'true',
      },
    },
  },
  'prepaid-add-to-cart': {
    summary:
      'Prepaidtegoed kopen: de rekening om op te waarderen (of een nieuwe rekening) en het bedrag, in de winkelwagen; zonder bedrag vraagt een melding om een aantal en wordt niets verstuurd. De winkelwagen in de kop volgt.',
    attributes: {},
  },
  'prepaid-payment': {
    summary:
      'Een bestelling die op een overschrijving wacht betalen met een prepaidrekening: de gekozen rekening betaalt wat ze kan, daarna terug naar de bestelling met een melding; wat overblijft, blijft te betalen per overschrijving.',
    attributes: {
      'data-order-id': {
        description: 'De id van de te betalen bestelling (die uit het adres van haar pagina).',
        example: 'a1b2c3d4',
      },
    },
  },
};
