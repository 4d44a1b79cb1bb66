import type { WidgetText } from '../../types';

/** it: il conto prepagato (issue 13), and each of its widgets' attributes (see ../it.ts). */
export const prepaid: Record<string, WidgetText> = {
  'prepaid-notification': {
    summary:
      'L’avviso di utilizzo di un conto prepagato: la casella viene salvata appena la si spunta o la si toglie, con una conferma; se non riesce, torna a ciò che è salvato e un messaggio lo dice.',
    attributes: {
      'data-prepaid-account-id': {
        description: 'Il numero del conto prepagato (PrepaidAccountId) di cui si regola l’avviso.',
        example: '7002',
      },
      'data-is-activated': {
        description: 'Ciò che il server ha salvato: true se l’avviso è attivo, altrimenti false.',
        example: 'true',
      },
    },
  },
  'prepaid-add-to-cart': {
    summary:
      'L’acquisto di credito prepagato: il conto da ricaricare (o un nuovo conto) e l’importo, aggiunti al carrello; senza importo, un messaggio chiede una quantità e non viene inviato nulla. Il carrello nell’intestazione si aggiorna.',
    attributes: {},
  },
  'prepaid-payment': {
    summary:
      'Il pagamento con un conto prepagato di un ordine in attesa di bonifico: il conto scelto paga ciò che può, poi si torna all’ordine con un avviso; l’eventuale resto si paga con bonifico.',
    attributes: {
      'data-order-id': {
        description:
          'L’identificativo dell’ordine da pagare (quello dell’indirizzo della sua pagina).',
        example: 'a1b2c3d4',
      },
    },
  },
};
