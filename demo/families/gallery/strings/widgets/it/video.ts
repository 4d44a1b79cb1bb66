import type { WidgetText } from '../../types';

/** it: the video modal, and each of its attributes (see ../it.ts). */
export const video: Record<string, WidgetText> = {
  'video-modal': {
    summary:
      'Un video YouTube o Vimeo in una finestra: l’immagine di anteprima e un pulsante di riproduzione, poi, al clic, il lettore del servizio in una finestra che si chiude con Esc e ferma il video. Il lettore si carica solo su richiesta. Senza script, il link apre il video sul sito del servizio.',
    attributes: {
      'data-service': {
        description: 'Il servizio che riproduce il video: youtube o vimeo.',
        example: 'youtube',
      },
      'data-video-id': {
        description:
          'L’identificativo del video presso quel servizio, come compare nel suo indirizzo (lettere, cifre, - e _).',
        example: 'vtRunShoes1',
      },
      'data-title': {
        description:
          'Il titolo del video: titolo della finestra e nome del pulsante di riproduzione («Riproduci il video: titolo»).',
        example: 'Come scegliere le scarpe da corsa',
      },
      'data-poster': {
        description:
          'L’indirizzo dell’immagine di anteprima mostrata prima della riproduzione; senza immagine, uno sfondo uniforme.',
        example: '/demo/video/poster/vtRunShoes1.svg',
      },
    },
  },
};
