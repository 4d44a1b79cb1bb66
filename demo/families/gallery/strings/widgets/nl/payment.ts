import type { WidgetText } from '../../types';

/** nl: the card payment's widgets, and each of their attributes (see ../nl.ts). */
export const payment: Record<string, WidgetText> = {
  'payment-form': {
    summary:
      'Het formulier voor kaartbetaling: het wacht tot een bestelling met kaartbetaling geplaatst is (of op de opgegeven bestelling), vraagt de server een betaalsessie en toont daarin het formulier van de betaalprovider. Bij een weigering verschijnen een melding en een knop om het opnieuw te proberen voor dezelfde bestelling; een geslaagde betaling leidt naar de bevestiging.',
    attributes: {
      'data-order-id': {
        description:
          'Id van de bestelling die meteen betaald wordt (pagina ‘opnieuw betalen’); zonder id wacht het formulier op een bestelling.',
        example: 'Qx3k9T2mVb8',
      },
      'data-confirmation-url': {
        description:
          'Adres van de bevestiging van een betaalde bestelling; {orderId} wordt door de id vervangen.',
        example: '/nl/checkout/confirmation/{orderId}',
      },
      'data-return-url': {
        description:
          'Adres waar de klant terugkomt na een bevestigingsstap bij de bank; {orderId} wordt vervangen.',
        example: '/nl/checkout/pay/{orderId}',
      },
    },
  },
  'payment-return': {
    summary:
      'De terugkeer na een bevestigingsstap van de betaling (bank): geeft het resultaat door aan de betaalprovider en toont dan de bevestiging als de betaling aanvaard is, of de pagina om opnieuw te betalen als ze geweigerd is.',
    attributes: {
      'data-provider': {
        description: 'Naam van de betaalprovider van de sessie.',
        example: 'demopay',
      },
      'data-session-id': {
        description: 'Id van de betaalsessie, teruggekomen in het adres.',
        example: 'CSq1w2e3r4t5',
      },
      'data-redirect-result': {
        description: 'Resultaat van de bevestigingsstap, teruggekomen in het adres.',
        example: 'Zx9y8w7v6u',
      },
      'data-environment': {
        description: 'Omgeving van de provider (test of productie).',
        example: 'test',
      },
      'data-client-key': {
        description: 'Publieke sleutel van de provider voor deze winkel.',
        example: 'test_DEMOPAYVITRINE',
      },
      'data-paid-url': {
        description: 'Adres dat getoond wordt als de betaling aanvaard is.',
        example: '/nl/checkout/confirmation/Qx3k9T2mVb8',
      },
      'data-refused-url': {
        description: 'Adres dat getoond wordt als de betaling geweigerd is, om opnieuw te betalen.',
        example: '/nl/checkout/pay/Qx3k9T2mVb8',
      },
    },
  },
};
