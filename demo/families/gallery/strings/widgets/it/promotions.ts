import type { WidgetText } from '../../types';

/** The popups and banners (issue 15) in the editors’ manual, in Italian. */
export const promotions: Record<string, WidgetText> = {
  banner: {
    summary:
      'Banner promozionale in cima alla pagina, mostrato subito, con un conto alla rovescia e un pulsante per chiuderlo. Una volta chiuso, non torna più.',
    attributes: {
      'data-id': {
        description:
          'L’identificativo della promozione: quello che il browser ricorda quando il cliente la chiude.',
        example: 'black-friday-2026',
      },
      'data-title': {
        description: 'Il titolo del banner, che lo nomina anche per i lettori di schermo.',
        example: 'Black Friday',
      },
      'data-end-datetime': {
        description:
          'La fine della promozione, data e ora ISO con fuso orario: dopo non è più mostrata, fino ad allora con un conto alla rovescia.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Come si scrive la data di fine, con DD, MM, YYYY, HH e mm; di norma giorno, mese e anno nell’ordine della lingua.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Nome di una funzione JavaScript della pagina, chiamata alla fine del conto alla rovescia invece di ricaricare la pagina.',
        example: 'shop.onPromotionEnd',
      },
    },
  },
  popup: {
    summary:
      'Finestra promozionale: il contenuto del <template> del blocco si apre in una finestra 3 secondi dopo il caricamento, mai sopra un’altra finestra né prima della scelta sui cookie, mai durante l’acquisto. Una volta chiusa, non torna più.',
    attributes: {
      'data-id': {
        description:
          'L’identificativo della promozione: quello che il browser ricorda quando il cliente la chiude.',
        example: 'black-friday-2026',
      },
      'data-title': {
        description: 'Il titolo della finestra.',
        example: 'Restiamo in contatto',
      },
      'data-end-datetime': {
        description:
          'La fine della promozione, data e ora ISO con fuso orario: dopo non è più mostrata, fino ad allora con un conto alla rovescia.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Come si scrive la data di fine, con DD, MM, YYYY, HH e mm; di norma giorno, mese e anno nell’ordine della lingua.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Nome di una funzione JavaScript della pagina, chiamata alla fine del conto alla rovescia invece di ricaricare la pagina.',
        example: 'shop.onPromotionEnd',
      },
    },
  },
};
