import type { FamilyStrings } from '../../../shared/strings';
import type { ContactPages } from './types';

/** What the contact family says in Italian. */
export const it: FamilyStrings<ContactPages> = {
  resources: {
    /** The form helpers (issue 15): date pickers and searchable selects. */
    Forms: {
      ChooseDate: 'Scegli una data',
      ChooseDateFor: 'Scegli una data: {{label}}',
      PreviousMonth: 'Mese precedente',
      NextMonth: 'Mese successivo',
      Unavailable: 'non disponibile',
      OptionsFailed: 'Impossibile caricare l’elenco. Riprova tra un momento.',
      NoOptions: 'Nessun risultato',
      OptionCount_one: '{{count}} risultato',
      OptionCount_other: '{{count}} risultati',
      SearchHint: 'Digita almeno {{count}} caratteri, poi scegli dall’elenco.',
      FilterHint: 'Digita per filtrare l’elenco, poi scegli.',
    },
  },
  pages: {
    contact: {
      title: 'Contattaci',
      intro:
        'Il nostro servizio clienti risponde dal lunedì al venerdì, dalle 9:00 alle 18:00. ' +
        'Riceverà una risposta entro 24 ore.',
      name: 'Nome e cognome',
      email: 'Indirizzo e-mail',
      phone: 'Telefono',
      subject: 'Oggetto',
      subjects: [
        'Un ordine in corso',
        'Un reso o un rimborso',
        'Un consiglio su un prodotto',
        'Altra richiesta',
      ],
      orderNumber: 'Numero d’ordine',
      orderNumberHint: 'Lo trova nell’e-mail di conferma, ad esempio VT-123456.',
      message: 'Il Suo messaggio',
      shop: 'Negozio da contattare',
      shopHint: 'Digita il nome di una città, ad esempio Milano.',
      subjectChoose: 'Scegli un oggetto',
      shopUnknown: 'Scegli un negozio dall’elenco.',
      dateRange: 'Scegli una data tra il {{first}} e il {{last}}.',
      subjectUnknown: 'Scegli un oggetto dall’elenco.',
      preferredDate: 'Data preferita per essere richiamato',
      website: 'Sito web',
      consent: 'Acconsento al trattamento dei miei dati per la gestione della richiesta.',
      send: 'Invia',
      sent: 'Grazie! Il Suo messaggio è stato inviato. Le risponderemo entro 24 ore.',
      newsletterTitle: 'Newsletter',
      newsletterIntro: 'Novità, consigli e offerte riservate agli iscritti, una volta al mese.',
      newsletterEmail: 'Il Suo indirizzo e-mail',
      newsletterSubmit: 'Iscriviti',
      newsletterDone: 'Grazie! Abbiamo inviato un’e-mail di conferma a {{email}}.',
    },
  },
};
