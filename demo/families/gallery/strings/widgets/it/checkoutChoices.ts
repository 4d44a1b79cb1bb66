import type { WidgetText } from '../../types';

/** it: the checkout's choices (issue 12), and each of their attributes (see ../it.ts). */
export const checkoutChoices: Record<string, WidgetText> = {
  'checkout-summary': {
    summary:
      'Il riepilogo dell’ordine: righe, spese di spedizione, sconto, IVA, parte pagata con conto prepagato e importo da pagare, ricaricati e annunciati a ogni modifica dell’ordine.',
    attributes: {
      'data-to-pay': {
        description:
          'Importo ancora da pagare in euro (2 decimali), verificato prima del pagamento.',
        example: '42.50',
      },
      'data-url': {
        description:
          'Indirizzo del riepilogo, ricaricato quando cambiano l’ordine o il carrello, a partire dalla lingua della pagina.',
        example: 'widget/checkoutsummary',
      },
    },
  },
  'prepaid-choice': {
    summary:
      'La scelta del conto prepagato al checkout: viene salvata subito e i totali si aggiornano; in caso di errore torna la scelta precedente e un messaggio spiega perché.',
    attributes: {},
  },
  'payment-methods': {
    summary:
      'La scelta del metodo di pagamento (bonifico o carta): mostra le informazioni del metodo scelto (conto e causale del bonifico), lo salva e lo comunica a GA4; niente da scegliere se un conto prepagato paga tutto.',
    attributes: {},
  },
  'method-details': {
    summary:
      'Le finestre di dettaglio dei metodi di spedizione: si aprono al passaggio del puntatore, al focus e da tastiera, restano finché il puntatore è sopra e si chiudono con Esc.',
    attributes: {
      'data-close-delay': {
        description:
          'Millisecondi in cui la finestra resta aperta dopo che il puntatore lascia il metodo, per poterla raggiungere.',
        example: '300',
      },
    },
  },
};
