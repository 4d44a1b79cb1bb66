import type { WidgetText } from '../../types';

/** it: the card payment's widgets, and each of their attributes (see ../it.ts). */
export const payment: Record<string, WidgetText> = {
  'payment-form': {
    summary:
      'Il modulo di pagamento con carta: attende che venga effettuato un ordine pagato con carta (o l’ordine indicato), chiede al server una sessione di pagamento e vi mostra il modulo del fornitore di pagamento. Un rifiuto mostra un messaggio e un pulsante per riprovare con lo stesso ordine; un pagamento accettato porta alla conferma.',
    attributes: {
      'data-order-id': {
        description:
          'Identificativo dell’ordine da pagare subito (pagina «paga di nuovo»); senza, il modulo attende l’ordine effettuato.',
        example: 'Qx3k9T2mVb8',
      },
      'data-confirmation-url': {
        description:
          'Indirizzo della conferma di un ordine pagato; {orderId} viene sostituito dall’identificativo.',
        example: '/it/checkout/confirmation/{orderId}',
      },
      'data-return-url': {
        description:
          'Indirizzo a cui torna il cliente dopo un passaggio di conferma presso la banca; {orderId} viene sostituito.',
        example: '/it/checkout/pay/{orderId}',
      },
    },
  },
  'payment-return': {
    summary:
      'Il ritorno da un passaggio di conferma del pagamento (banca): consegna il risultato al fornitore di pagamento, poi mostra la conferma se il pagamento è accettato, o la pagina per pagare di nuovo se è rifiutato.',
    attributes: {
      'data-provider': {
        description: 'Nome del fornitore di pagamento della sessione.',
        example: 'demopay',
      },
      'data-session-id': {
        description: 'Identificativo della sessione di pagamento tornato nell’indirizzo.',
        example: 'CSq1w2e3r4t5',
      },
      'data-redirect-result': {
        description: 'Risultato del passaggio di conferma tornato nell’indirizzo.',
        example: 'Zx9y8w7v6u',
      },
      'data-environment': {
        description: 'Ambiente del fornitore (test o produzione).',
        example: 'test',
      },
      'data-client-key': {
        description: 'Chiave pubblica del fornitore per questo negozio.',
        example: 'test_DEMOPAYVITRINE',
      },
      'data-paid-url': {
        description: 'Indirizzo mostrato quando il pagamento è accettato.',
        example: '/it/checkout/confirmation/Qx3k9T2mVb8',
      },
      'data-refused-url': {
        description: 'Indirizzo mostrato quando il pagamento è rifiutato, per pagare di nuovo.',
        example: '/it/checkout/pay/Qx3k9T2mVb8',
      },
    },
  },
};
