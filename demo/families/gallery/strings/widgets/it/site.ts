import type { WidgetText } from '../../types';

/** it: the widgets every page has (basket, consent, localization, content), and each of their attributes (see ../it.ts). */
export const site: Record<string, WidgetText> = {
  'basket-summary': {
    summary:
      'Il carrello dell’intestazione: numero di articoli e importo, aggiornati in tutte le schede.',
    attributes: {
      'data-basket-url': {
        description:
          'Indirizzo della pagina del carrello; di norma quella della lingua della pagina.',
        example: '/it/shoppingcarts',
      },
      'data-amount': {
        description:
          'Importo accanto al numero di articoli: IVA inclusa (incl), IVA esclusa (excl) o nessuno (none).',
        example: 'excl',
      },
    },
  },
  'cookie-consent': {
    summary:
      'Banner di consenso ai cookie e finestra delle preferenze per categoria. Ogni pulsante con ' +
      'l’attributo data-consent-open riapre le preferenze.',
    attributes: {
      'data-policy-url': {
        description:
          'Pagina dell’informativa sulla privacy, collegata dal banner: un percorso del sito o un indirizzo https.',
        example: '/it/about#cookies',
      },
      'data-on-accept': {
        description:
          'Nome di una funzione JavaScript della pagina, chiamata quando almeno una categoria è accettata.',
        example: 'shop.onConsentAccepted',
      },
      'data-on-decline': {
        description:
          'Nome di una funzione JavaScript della pagina, chiamata quando tutte le categorie sono rifiutate.',
        example: 'shop.onConsentDeclined',
      },
      'data-position': {
        description:
          'Posizione del banner: in basso (bottom) o in alto (top) sullo schermo, oppure in questo punto della pagina (inline).',
        example: 'top',
      },
    },
  },
  'cookie-law-bar': {
    summary:
      'Semplice avviso sui cookie con un pulsante «Ho capito», per i negozi senza cookie ' +
      'facoltativi; altrimenti usate cookie-consent.',
    attributes: {
      'data-policy-url': {
        description:
          'Pagina della cookie policy, collegata dall’avviso: un percorso del sito o un indirizzo https.',
        example: '/it/about#cookies',
      },
      'data-position': {
        description:
          'Posizione dell’avviso: in basso (bottom) o in alto (top) sullo schermo, oppure in questo punto della pagina (inline).',
        example: 'inline',
      },
    },
  },
  'country-selector': {
    summary:
      'Scelta del paese del visitatore, che stabilisce le imposte applicate ai prezzi; dopo il ' +
      'cambio la pagina si ricarica.',
    attributes: {
      'data-countries': {
        description: 'I paesi proposti, in codici di due lettere maiuscole.',
        example: '["BE", "FR", "LU"]',
      },
      'data-current': {
        description: 'Il paese attuale del visitatore, in codice di due lettere maiuscole.',
        example: 'FR',
      },
    },
  },
  'currency-selector': {
    summary:
      'Scelta della valuta dei prezzi. Se il carrello è già in un’altra valuta, il visitatore ' +
      'conferma prima il cambio.',
    attributes: {
      'data-currencies': {
        description: 'Le valute proposte, in codici di tre lettere maiuscole.',
        example: '["EUR", "CHF"]',
      },
      'data-current': {
        description: 'La valuta attuale; di norma quella delle impostazioni della pagina.',
        example: 'EUR',
      },
    },
  },
  'language-links': {
    summary:
      'Link alle altre lingue: ciascuno porta alla stessa pagina nella sua lingua, con i filtri ' +
      'scelti.',
    attributes: {},
  },
  'main-navigation': {
    summary:
      'Navigazione principale dell’intestazione: sullo smartphone un pulsante Menu apre un ' +
      'pannello con le categorie, le lingue, il paese e la valuta; su schermo grande le ' +
      'sottocategorie si aprono al passaggio del mouse o con la tastiera, e le categorie che ' +
      'non stanno sulla riga passano sotto «Altro».',
    attributes: {
      'data-large-from': {
        description:
          'Larghezza dello schermo, in pixel, da cui l’intestazione prende la forma desktop; al di ' +
          'sotto, il pulsante Menu.',
        example: '992',
      },
    },
  },
  'scroll-in': {
    summary:
      'Fa apparire un contenuto con delicatezza quando arriva sullo schermo; subito per i ' +
      'visitatori che riducono le animazioni.',
    attributes: {
      'data-animation': {
        description:
          'L’entrata: dissolvenza (fade), dissolvenza salendo (fade-up) o leggero ingrandimento (zoom).',
        example: 'zoom',
      },
      'data-delay': {
        description:
          'Attesa prima dell’entrata, in millisecondi (al massimo 2000), per scaglionare blocchi vicini.',
        example: '200',
      },
    },
  },
  'social-share': {
    summary:
      'Pulsanti per condividere la pagina (social network, e-mail e copia del link), con il suo ' +
      'indirizzo del momento.',
    attributes: {
      'data-show-labels': {
        description: 'Mostra il nome dei social network accanto alle loro icone.',
        example: 'true',
      },
      'data-keep-params': {
        description:
          'I parametri dell’indirizzo mantenuti nel link condiviso; gli altri vengono tolti.',
        example: '["variant", "color"]',
      },
      'data-popup-width': {
        description: 'Larghezza della finestra di condivisione, in pixel (da 200 a 1600).',
        example: '700',
      },
      'data-popup-height': {
        description: 'Altezza della finestra di condivisione, in pixel (da 200 a 1200).',
        example: '600',
      },
    },
  },
};
