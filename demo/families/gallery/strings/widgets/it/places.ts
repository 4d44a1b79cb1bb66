import type { WidgetText } from '../../types';

/** it: the content map and the parallax (issue 15), and each of their attributes (see ../it.ts). */
export const places: Record<string, WidgetText> = {
  'content-map': {
    summary:
      'Mappa di luoghi (i tuoi negozi, per esempio): ogni segnaposto è un pulsante che apre un fumetto con il suo testo, da tastiera e con il mouse. La mappa si carica solo quando si avvicina allo schermo; se nessuna mappa è disponibile, un messaggio lo dice e il tuo elenco di indirizzi resta il riferimento.',
    attributes: {
      'data-markers': {
        description:
          'I segnaposto: posizione, nome, tipo (flagship, shop, outlet…) e testo del fumetto (indirizzo, orari, telefono).',
        example:
          '[{"id": 1, "coors": {"lat": 50.8523, "lng": 4.3556}, "title": "Vitrine Bruxelles", "icon": "flagship", "content": "Rue Neuve 87, 1000 Bruxelles"}]',
      },
      'data-zoom': {
        description:
          'Livello di zoom, da 1 (il mondo) a 19 (la strada); senza centro, lo zoom più vicino per mostrare tutti i segnaposto.',
        example: '15',
      },
      'data-center': {
        description: 'Il centro della mappa; senza di esso, la mappa mostra tutti i segnaposto.',
        example: '{"lat": 50.85, "lng": 4.35}',
      },
      'data-height': {
        description:
          'Altezza della mappa in pixel (al massimo tre quarti dell’altezza dello schermo).',
        example: '320',
      },
      'data-label': {
        description:
          'Il nome della mappa per i lettori di schermo; due mappe della stessa pagina hanno bisogno di due nomi diversi.',
        example: 'Mappa dei nostri negozi',
      },
    },
  },
  parallax: {
    summary:
      'Immagine di sfondo che scorre più lentamente della pagina (effetto di profondità), solo quando è visibile. Dai la dimensione al riquadro con lo stile (un rapporto d’aspetto) perché nulla si sposti durante il caricamento; ferma per i visitatori che limitano le animazioni.',
    attributes: {
      'data-divisor': {
        description:
          'Per quanto viene diviso lo scorrimento dell’immagine: 4 per impostazione predefinita; un numero più grande la muove di meno.',
        example: '4',
      },
    },
  },
};
