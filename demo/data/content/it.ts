import type { PageContent } from './types';

/** Italian texts of the demo CMS pages. */
export const it: PageContent = {
  siteName: 'Vitrine',
  tagline: 'Grandi marchi, prezzi chiari',
  nav: {
    home: 'Home',
    catalog: 'Catalogo',
    brands: 'Marche',
    contact: 'Contatti',
    account: 'Il mio account',
    gallery: 'Galleria dei widget',
    basket: 'Carrello',
    wishlist: 'Lista dei desideri',
    search: 'Cerca',
  },
  languageLabel: 'Lingua',
  home: {
    title: 'Benvenuti su Vitrine',
    lead:
      'Prodotti selezionati con cura tra i migliori marchi europei, prezzi IVA inclusa e ' +
      'consegne rapide, ovunque Lei si trovi.',
    sections: [
      {
        heading: 'Spedizione e resi gratuiti',
        body:
          'La spedizione è gratuita per ordini a partire da 50 € e il Suo pacco parte entro 24 ' +
          'ore lavorative. Ha 30 giorni per cambiare idea: il reso è gratuito e riceverà il ' +
          'rimborso entro 5 giorni dal ricevimento.',
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
          'Il nostro team Le risponde dal lunedì al venerdì, dalle 9 alle 18, per telefono, via ' +
          'e-mail o in chat. Ha una domanda su una taglia, sullo stato di un ordine o su un ' +
          'reso? Riceverà una risposta entro 24 ore.',
      },
    ],
    ctaCatalog: 'Scopri il catalogo',
    ctaBrands: 'Scopri i nostri marchi',
  },
  footer: {
    cookiePreferences: 'Preferenze sui cookie',
    legal: 'Note legali',
    privacy: 'Informativa sulla privacy',
    contact: 'Contattaci',
    copyright: '© Vitrine. Tutti i diritti riservati.',
  },
  gallery: {
    title: 'Galleria dei widget',
    intro:
      'Tutti i widget di Vitrine, ciascuno con i suoi attributi e un esempio funzionante in ' +
      'questa pagina.',
    attribute: 'Attributo',
    type: 'Tipo',
    default: 'Valore predefinito',
    required: 'Obbligatorio',
    example: 'Esempio',
    yes: 'Sì',
    no: 'No',
    none: 'nessuno',
  },
  notFound: {
    title: 'Pagina non trovata',
    body:
      'La pagina che cerca non esiste o è stata spostata. Verifichi l’indirizzo o torni alla ' +
      'home page.',
  },
  skipToContent: 'Vai al contenuto principale',
};
