import type { FamilyStrings } from '../../../shared/strings';
import type { ContentPages } from './types';

/** What the content family says in Italian. */
export const it: FamilyStrings<ContentPages> = {
  resources: {},
  pages: {
    home: {
      title: 'Benvenuti su Vitrine',
      lead:
        'Prodotti selezionati con cura tra i migliori marchi europei, prezzi IVA inclusa e ' +
        'consegne rapide, ovunque Lei si trovi.',
      sections: [
        {
          heading: 'Spedizione e resi gratuiti',
          body:
            'La spedizione è gratuita per ordini a partire da 50 € e il Suo pacco parte entro ' +
            '24 ore lavorative. Ha 30 giorni per cambiare idea: il reso è gratuito e riceverà ' +
            'il rimborso entro 5 giorni dal ricevimento.',
        },
        {
          heading: 'I nostri marchi',
          body:
            'Collaboriamo direttamente con una ventina di marchi europei, scelti per la qualità ' +
            'dei materiali e la durata dei loro prodotti. Ogni novità viene provata dal nostro ' +
            'team prima di entrare in catalogo.',
        },
        {
          heading: 'Un servizio clienti sempre disponibile',
          body:
            'Il nostro team Le risponde dal lunedì al venerdì, dalle 9 alle 18, per telefono, ' +
            'via e-mail o in chat. Ha una domanda su una taglia, sullo stato di un ordine o su ' +
            'un reso? Riceverà una risposta entro 24 ore.',
        },
      ],
      ctaCatalog: 'Scopri il catalogo',
      ctaBrands: 'Scopri i nostri marchi',
    },
    promotions: {
      slides: [
        {
          heading: 'Saldi invernali: fino al -30 %',
          text: 'Su una selezione di scarpe, abbigliamento e accessori.',
          cta: 'Scopri le offerte',
        },
        {
          heading: 'Nuova collezione di borse',
          text: 'Zaini, shopper e valigie per ogni viaggio.',
          cta: 'Scopri le borse',
        },
        {
          heading: 'È tempo di un bell’orologio',
          text: 'Cronografi e orologi classici dei nostri marchi europei.',
          cta: 'Vedi gli orologi',
        },
      ],
      sale: {
        heading: 'I saldi finiscono presto',
        text: 'Approfitta dei prezzi scontati prima che finisca il conto alla rovescia.',
      },
      brands: 'I nostri marchi',
    },
    notFound: {
      title: 'Pagina non trovata',
      body:
        'La pagina che cerca non esiste o è stata spostata. Verifichi l’indirizzo o torni alla ' +
        'home page.',
    },
    about: {
      title: 'Chi siamo',
      intro:
        'Chi siamo, da dove provengono i nostri prodotti e come ci prendiamo cura del Suo ' +
        'ordine, dal magazzino fino alla porta di casa.',
      tocLabel: 'In questa pagina',
      sections: [
        {
          id: 'story',
          heading: 'La nostra storia',
          paragraphs: [
            'Vitrine è nata da un’idea semplice: riunire in un unico posto prodotti ben fatti ' +
              'di marchi europei che conosciamo di persona. Volevamo un negozio chiaro, in cui ' +
              'trovare facilmente ciò che si cerca e in cui il prezzo indicato fosse il prezzo ' +
              'finale.',
            'All’inizio il nostro catalogo si limitava a qualche paio di scarpe e a una ' +
              'manciata di borse in pelle. Stagione dopo stagione i nostri clienti ci hanno ' +
              'chiesto di più, e abbiamo aggiunto abbigliamento, orologi, casa e cucina, poi ' +
              'giardino, sport, pneumatici e giocattoli.',
            'Oggi una squadra di una quarantina di persone sceglie i prodotti, prepara i ' +
              'pacchi e risponde alle Sue domande. Siamo rimasti un’azienda a misura d’uomo, e ' +
              'ogni decisione viene presa pensando prima di tutto a chi aprirà il pacco.',
          ],
        },
        {
          id: 'sourcing',
          heading: 'I nostri marchi e prodotti',
          paragraphs: [
            'Lavoriamo direttamente con una ventina di marchi europei, senza intermediari. In ' +
              'questo modo conosciamo l’origine dei materiali e le condizioni di produzione, e ' +
              'possiamo offrirLe prezzi equi.',
            'Prima di entrare in catalogo, ogni novità viene provata dal nostro team: ' +
              'indossiamo le scarpe, laviamo i capi e usiamo gli utensili da cucina e gli ' +
              'attrezzi da giardino. Un prodotto che non mantiene le promesse non viene messo ' +
              'in vendita.',
            'Preferiamo articoli durevoli e riparabili. Per molti prodotti i ricambi restano ' +
              'disponibili per diversi anni dopo l’acquisto, e il nostro servizio clienti La ' +
              'aiuta a ordinarli.',
          ],
        },
        {
          id: 'delivery',
          heading: 'Spedizione',
          paragraphs: [
            'La spedizione è gratuita per ordini da 50 € nella maggior parte dei paesi ' +
              'dell’Unione europea. Al di sotto di questo importo, le spese di spedizione sono ' +
              'indicate nel carrello prima del pagamento.',
            'Gli ordini effettuati entro le 15:00 di un giorno lavorativo partono in ' +
              'giornata; gli altri entro 24 ore lavorative. Non appena il pacco lascia il ' +
              'nostro magazzino, riceve un’e-mail con il numero di tracciamento.',
            'Gli pneumatici e gli articoli voluminosi, come i mobili da giardino, vengono ' +
              'consegnati da un corriere specializzato che La contatterà per fissare un ' +
              'appuntamento. Il tempo di consegna abituale è di tre-cinque giorni lavorativi.',
          ],
        },
        {
          id: 'returns',
          heading: 'Resi e rimborsi',
          paragraphs: [
            'Ha 30 giorni dal ricevimento dell’ordine per restituire un articolo, senza ' +
              'doverne indicare il motivo. Il reso è gratuito: stampi l’etichetta dalla Sua ' +
              'area clienti e consegni il pacco in un punto di ritiro.',
            'Gli articoli devono essere restituiti nelle condizioni originali, con le ' +
              'etichette e, se possibile, nella confezione originale. Non è possibile ' +
              'restituire pneumatici già montati né prodotti per l’igiene aperti.',
            'Appena riceviamo il reso, lo controlliamo e La rimborsiamo entro 5 giorni con lo ' +
              'stesso metodo di pagamento usato per l’ordine. La informiamo via e-mail a ogni ' +
              'passaggio.',
          ],
        },
        {
          id: 'stores',
          heading: 'I nostri punti di ritiro',
          paragraphs: [
            'Vitrine è prima di tutto un negozio online, ma può ritirare gratuitamente il Suo ' +
              'ordine presso uno dei nostri punti di ritiro convenzionati. Quando sceglie il ' +
              'metodo di spedizione, Le proponiamo quello più vicino.',
            'Il pacco resta a Sua disposizione per 14 giorni. Porti con sé un documento ' +
              'd’identità e il codice di ritiro ricevuto via e-mail o SMS.',
            'Gli stessi punti di ritiro accettano anche i resi. Può così lasciare un articolo ' +
              'da restituire proprio quando passa a ritirare un nuovo ordine.',
          ],
        },
        {
          id: 'careers',
          heading: 'Lavora con noi',
          paragraphs: [
            'Cerchiamo regolarmente nuovi colleghi per il magazzino, il servizio clienti e il ' +
              'team prodotto. Cerchiamo persone curiose, precise e attente ai dettagli.',
            'In Vitrine ogni nuovo arrivato trascorre i primi giorni in tutti i reparti, per ' +
              'conoscere l’intero percorso di un ordine. Offriamo orari regolari, formazione e ' +
              'uno sconto su tutto il catalogo.',
            'Nessuna posizione corrisponde al Suo profilo? Ci invii una candidatura spontanea ' +
              'tramite il modulo di contatto: leggiamo ogni messaggio e Le risponderemo il ' +
              'prima possibile.',
          ],
        },
      ],
      modalLink: 'Vedi le condizioni di spedizione',
      confirmLink: 'Svuota il carrello',
      noCacheLink: 'Mostra l’ora del server',
      noAjaxLink: 'Ricarica l’intera pagina',
      scriptsHeading: 'Link utili',
      scriptsIntro:
        'Questi link aprono le condizioni di spedizione, svuotano il carrello dopo una conferma ' +
        'o ricaricano la pagina.',
      backToTop: 'Torna su',
    },
    delivery: {
      title: 'Condizioni di spedizione',
      paragraphs: [
        'La spedizione è gratuita per ordini da 50 €. Al di sotto di questo importo, le spese ' +
          'di spedizione dipendono dal peso del pacco e dal paese di destinazione e sono ' +
          'indicate nel carrello prima del pagamento.',
        'Gli ordini effettuati entro le 15:00 di un giorno lavorativo vengono spediti in ' +
          'giornata, gli altri entro 24 ore lavorative. La consegna richiede poi da due a ' +
          'quattro giorni lavorativi, a seconda del paese.',
        'Gli pneumatici e gli articoli voluminosi vengono consegnati su appuntamento da un ' +
          'corriere specializzato. Se è assente, il pacco viene lasciato nel punto di ritiro ' +
          'più vicino e conservato per 14 giorni.',
      ],
    },
    clock: {
      title: 'Ora del server',
      serverTime: 'Pagina generata dal server alle {{time}}.',
    },
  },
};
