import type { WidgetText } from '../../types';

/** it: the form helpers and the collapse (issue 15), and each of their attributes (see ../it.ts). */
export const formHelpers: Record<string, WidgetText> = {
  collapse: {
    summary:
      'Blocco richiudibile (domanda e risposta, dettagli): il titolo diventa un pulsante che apre e chiude il contenuto con dolcezza; senza animazione per chi le riduce. Il contenuto resta leggibile senza JavaScript, e un link a #id del contenuto lo apre.',
    attributes: {
      'data-group': {
        description:
          'Un nome di gruppo: dei blocchi dello stesso gruppo ne resta aperto uno solo alla volta (delle FAQ). Vuoto: indipendente.',
        example: 'faq',
      },
      'data-open': {
        description: 'Aperto al caricamento della pagina (true) o chiuso (false).',
        example: 'true',
      },
    },
  },
  'floating-label': {
    summary:
      'Etichette animate: attorno a un campo o a un intero modulo, l’etichetta sta nel campo vuoto e sale sul suo bordo quando il campo riceve il focus o un valore (anche con la compilazione automatica). Suggerimenti e messaggi di errore restano sotto il campo.',
    attributes: {
      'data-selects': {
        description:
          'Applicare anche agli elenchi a discesa (la loro etichetta resta sempre in alto).',
        example: 'true',
      },
    },
  },
  'fake-select': {
    summary:
      'Elenco a discesa con stile: l’elenco nativo del browser, con la freccia e il bordo di focus del negozio. Tastiera, selettore del telefono e regole di convalida funzionano come sempre.',
    attributes: {
      'data-arrow': {
        description: 'La forma della freccia: chevron o piccolo triangolo (triangle).',
        example: 'triangle',
      },
    },
  },
  'searchable-select': {
    summary:
      'Elenco a discesa con ricerca: il cliente digita per filtrare le opzioni (quelle dell’elenco del server o una ricerca remota), con tastiera o mouse. L’elenco originale resta nascosto nel modulo e invia il valore scelto.',
    attributes: {
      'data-for': {
        description: 'L’id dell’elenco a discesa (select) del server che il widget sostituisce.',
        example: 'field-ShopId',
      },
      'data-search-url': {
        description:
          'L’indirizzo di ricerca: GET {indirizzo}?q={testo} risponde [{value, label}]. Vuoto: si filtrano le opzioni dell’elenco.',
        example: 'api/v1/stores/search',
      },
      'data-min-chars': {
        description: 'Quanti caratteri digitare prima di una ricerca remota (da 1 a 10).',
        example: '3',
      },
    },
  },
  'date-picker': {
    summary:
      'Selettore di data: un pulsante accanto a un campo di testo apre un calendario (mouse o tastiera); la data scelta è scritta nel formato breve della lingua (gg/mm/aaaa in italiano). Il cliente può anche digitarla.',
    attributes: {
      'data-for': {
        description: 'L’id del campo di testo che il calendario compila.',
        example: 'field-PreferredDate',
      },
      'data-min': {
        description: 'Il primo giorno possibile: aaaa-mm-gg, o today per oggi.',
        example: 'today',
      },
      'data-max': {
        description: 'L’ultimo giorno possibile: aaaa-mm-gg, o today per oggi.',
        example: '2027-06-30',
      },
    },
  },
};
