import type { FamilyStrings } from '../../../shared/strings';
import type { PromotionsPages } from './types';

/** What the promotions family says in Italian. */
export const it: FamilyStrings<PromotionsPages> = {
  resources: {
    Promotions: {
      CountdownLabel: 'Tempo rimanente',
      Days: 'giorni',
      Hours: 'ore',
      Minutes: 'minuti',
      Seconds: 'secondi',
      Ends: 'Fino al {{date}}',
      CloseBanner: 'Chiudi il banner',
      LastDay: 'Manca meno di un giorno alla fine dell’offerta.',
      LastHour: 'Manca meno di un’ora alla fine dell’offerta.',
      LastTenMinutes: 'Mancano meno di dieci minuti alla fine dell’offerta.',
      LastMinute: 'Manca meno di un minuto alla fine dell’offerta.',
    },
  },
  pages: {
    promotions: {
      title: 'Promozioni',
      intro: 'Le offerte del momento, solo per pochi giorni.',
      bannerTitle: 'Black Friday',
      bannerText: 'Fino al −40 % su tutto il negozio.',
      bannerLink: 'Scopri le offerte',
      offers: ['Cucina', 'Giardino', 'Ufficio'],
      offerTexts: [
        '−30 % su pentole e padelle.',
        'Un attrezzo in regalo ogni due acquistati.',
        'Spedizione gratuita da 50 €.',
      ],
      popupTitle: 'Restiamo in contatto',
      popupText: 'Iscriviti alla nostra newsletter e ricevi il 10 % sul tuo prossimo ordine.',
      newsletterEmail: 'Il tuo indirizzo e-mail',
      newsletterSubmit: 'Iscriviti',
    },
    ending: {
      title: 'Vendita lampo',
      intro: 'Questa vendita termina tra pochi secondi.',
      bannerTitle: 'Vendita lampo',
      bannerText: '−50 % su una selezione, fino alla fine del conto alla rovescia.',
      ended: 'La vendita lampo è terminata. Grazie della visita!',
      reloadMode: 'Alla fine la pagina si ricarica.',
      callbackMode: 'Alla fine la pagina chiama la propria funzione invece di ricaricarsi.',
      callbackDone: 'Fine del conto alla rovescia: la funzione della pagina è stata chiamata.',
      again: 'Ricomincia la vendita lampo',
    },
  },
};
