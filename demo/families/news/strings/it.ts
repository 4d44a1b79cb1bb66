import type { FamilyStrings } from '../../../shared/strings';
import type { NewsPages } from './types';

/** What the news family says in Italian. */
export const it: FamilyStrings<NewsPages> = {
  resources: {
    News: {
      LoadFailed: 'Non è stato possibile caricare le notizie. Riprova tra un momento.',
      Calendar: 'Calendario delle notizie',
      PreviousMonth: 'Mese precedente',
      NextMonth: 'Mese successivo',
      DayPosts_one: '{{date}}, {{count}} articolo',
      DayPosts_other: '{{date}}, {{count}} articoli',
      MonthPosts_one: '{{month}}: {{count}} giorno con articoli',
      MonthPosts_other: '{{month}}: {{count}} giorni con articoli',
      ListPosts_one: '{{title}}: {{count}} articolo',
      ListPosts_other: '{{title}}: {{count}} articoli',
    },
  },
  pages: {
    title: 'Notizie',
    intro: 'Novità dal negozio, eventi e consigli per le tue scarpe, giorno dopo giorno.',
    calendarTitle: 'Calendario',
    categories: { 1: 'Dal negozio', 2: 'Eventi', 3: 'Consigli', 4: 'Cura' },
    posts: {
      'winter-collection': {
        title: 'È arrivata la collezione invernale',
        summary:
          'Stivaletti foderati, scarponi da trekking e pantofole: scopri le nostre novità per la stagione fredda.',
      },
      'autumn-walk': {
        title: 'Passeggiata d’autunno nella foresta di Soignes',
        summary:
          'Cammina con noi per dieci chilometri e prova sul campo i nostri modelli da escursionismo.',
      },
      'leather-care': {
        title: 'Le basi della cura della pelle',
        summary:
          'Pulire, nutrire, proteggere: tre gesti semplici perché le tue scarpe in pelle durino anni.',
      },
      'ghent-store': {
        title: 'Un nuovo negozio apre a Gand',
        summary:
          'Il nostro quinto negozio apre nel cuore di Gand, con un laboratorio di riparazione.',
      },
      waterproofing: {
        title: 'Impermeabilizzare bene le scarpe',
        summary: 'Spray, cere o membrane: cosa protegge davvero i piedi dalla pioggia d’autunno.',
      },
      'repair-workshop': {
        title: 'Laboratorio di riparazione: risuola le tue scarpe preferite',
        summary:
          'I nostri calzolai ti mostrano come ridare vita a un paio consumato, su iscrizione.',
      },
      'hiking-boots': {
        title: 'Scegliere le scarpe da trekking',
        summary:
          'Gambale alto o basso, suola rigida o flessibile: la scelta dipende dal terreno e dalla distanza.',
      },
      'free-returns': {
        title: 'Resi gratuiti prolungati fino al 31 gennaio',
        summary:
          'Gli acquisti di fine anno si possono restituire gratuitamente fino alla fine di gennaio.',
      },
      'children-sizes': {
        title: 'Trovare il numero giusto per i bambini',
        summary:
          'Misura il piede la sera e lascia un centimetro di margine: i nostri consigli per i piedi piccoli.',
      },
      'black-friday': {
        title: 'Una settimana di prezzi dolci per il Black Friday',
        summary:
          'Fino al 30 % di sconto su una selezione di stivali e sneaker, in negozio e online.',
      },
      'gift-guide': {
        title: 'La nostra guida ai regali di fine anno',
        summary: 'Pantofole calde, kit per la cura e carte regalo: idee per tutti i budget.',
      },
      'suede-cleaning': {
        title: 'Pulire la pelle scamosciata senza rovinarla',
        summary: 'Una spazzola in crêpe e una gomma spesso bastano: il metodo passo dopo passo.',
      },
      'night-market': {
        title: 'Mercatino di Natale serale davanti al negozio',
        summary: 'Vin brulé, artigiani locali e apertura fino alle 22 venerdì 27 novembre.',
      },
      'holiday-hours': {
        title: 'Orari di apertura durante le feste',
        summary:
          'I nostri negozi sono aperti tutte le domeniche di dicembre e chiudono alle 16 il 24 e il 31.',
      },
      'drying-boots': {
        title: 'Asciugare gli stivali bagnati',
        summary: 'Carta di giornale, lontano dal termosifone: così eviti che la pelle si crepi.',
      },
      'trail-meetup': {
        title: 'Incontro trail della domenica mattina',
        summary:
          'Un percorso di dodici chilometri con i nostri consulenti per provare i nuovi modelli da trail.',
      },
      'new-year-sale': {
        title: 'I saldi invernali iniziano presto',
        summary: 'Iscriviti alla newsletter per accedere ai saldi un giorno prima di tutti.',
      },
    },
    body: 'Trovi tutti gli articoli della rubrica «{{category}}» nel calendario delle notizie; i nostri consulenti in negozio rispondono alle tue domande.',
    allPosts: 'Tutti gli articoli',
    dayTitle: 'Articoli del {{date}}',
    pickDay:
      'I giorni in grassetto del calendario hanno articoli: scegline uno per leggere quelli del giorno.',
    noPosts: 'Nessun articolo in quel giorno.',
    showAll: 'Vedi tutti gli articoli',
    published: 'Pubblicato il {{date}} · {{category}}',
    backToNews: 'Torna alle notizie',
    pager: 'Pagine degli articoli',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    pageOf: 'Pagina {{page}} di {{pages}}',
    badRequest: 'Richiesta non valida: {{field}}.',
  },
};
