import type { FamilyStrings } from '../../../shared/strings';
import type { HelpPages } from './types';

/** What the help family says in Italian. */
export const it: FamilyStrings<HelpPages> = {
  resources: {},
  pages: {
    faq: {
      title: 'Domande frequenti',
      intro: 'Le risposte alle domande che i nostri clienti ci fanno più spesso.',
      more: 'Non trova la risposta?',
      contact: 'Contattaci',
      questions: [
        {
          question: 'Quanto tempo richiede la consegna?',
          answer:
            'Da due a quattro giorni lavorativi in Belgio, Francia e Paesi Bassi; da tre a sei nel resto d’Europa.',
        },
        {
          question: 'Quanto costa la spedizione?',
          answer:
            'La spedizione è gratuita da 50 €. Al di sotto costa 4,95 € a domicilio e 2,95 € in un punto di ritiro.',
        },
        {
          question: 'Posso restituire un articolo?',
          answer:
            'Sì, entro 30 giorni dalla consegna, nella confezione originale. Richieda il reso dal suo account, alla voce Ordini.',
        },
        {
          question: 'Quando ricevo il rimborso?',
          answer:
            'Entro cinque giorni lavorativi dal ricevimento del reso, sul metodo di pagamento dell’ordine.',
        },
        {
          question: 'Quali metodi di pagamento accettate?',
          answer:
            'Carte Visa, Mastercard e American Express, Bancontact, iDEAL e bonifico bancario.',
        },
        {
          question: 'Posso modificare il mio ordine?',
          answer:
            'Finché non è in preparazione, può cambiare l’indirizzo di consegna dal suo account. Per il resto, ci contatti.',
        },
        {
          question: 'Un articolo è esaurito: tornerà disponibile?',
          answer:
            'Quasi sempre sì. Nella scheda del prodotto chieda un avviso via e-mail quando torna disponibile.',
        },
        {
          question: 'Devo creare un account per ordinare?',
          answer:
            'No, può ordinare senza account. Con un account segue i suoi ordini e salva i suoi indirizzi.',
        },
        {
          question: 'Posso ritirare l’ordine in negozio?',
          answer:
            'Sì, scelga il ritiro in negozio al momento della consegna: è gratuito e pronto in due ore.',
        },
      ],
    },
  },
};
