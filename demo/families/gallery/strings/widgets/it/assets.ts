import type { WidgetText } from '../../types';

/** it: the asset library widgets, and each of their attributes (see ../it.ts). */
export const assets: Record<string, WidgetText> = {
  'asset-file': {
    summary:
      'Il campo file di un modulo dell’area redazione: i file salvati, il caricamento di nuovi file con il suo avanzamento (pulsante o trascinamento), la rinomina e «togli da questo elenco» (il file resta nella libreria). La scelta è salvata con il modulo.',
    attributes: {
      'data-uid': {
        description:
          'L’identificativo unico del campo, usato nei nomi dei campi nascosti inviati con il modulo.',
        example: 'brochure',
      },
      'data-asset-id': {
        description:
          'Un solo file: il numero del file già salvato (AssetId); un nuovo caricamento lo sostituisce.',
        example: '9001',
      },
      'data-assets': {
        description: 'I numeri dei file già salvati, separati da virgole.',
        example: '9001,9002',
      },
      'data-accept': {
        description:
          'I tipi accettati, come in un campo file: estensioni (.pdf) o tipi (image/*); vuoto: tutti i tipi.',
        example: '.pdf,.docx',
      },
      'data-multiple': {
        description: 'true per tenere più file; altrimenti uno solo, sostituito dal successivo.',
        example: 'true',
      },
      'data-max-file-size': {
        description: 'La dimensione massima di un file, in byte; senza valore: nessun limite.',
        example: '5000000',
      },
      'data-max-files': {
        description: 'Il numero massimo di file (con data-multiple); senza valore: nessun limite.',
        example: '5',
      },
    },
  },
  'asset-image': {
    summary:
      'Il campo immagini di un modulo dell’area redazione: le miniature delle immagini salvate, l’invio di nuove immagini con il loro avanzamento (pulsante o trascinamento) e, se è indicata una dimensione di ritaglio, la finestra di ritaglio (zoom con i pulsanti, spostamento con i tasti freccia); un’immagine quadrata può essere ruotata. Ciò che è scelto viene salvato con il modulo.',
    attributes: {
      'data-uid': {
        description:
          'L’identificativo unico del campo, usato nei nomi dei campi nascosti inviati con il modulo.',
        example: 'cover',
      },
      'data-asset-id': {
        description:
          'Modalità immagine singola: il numero dell’immagine già salvata (AssetId); un nuovo invio la sostituisce.',
        example: '1005',
      },
      'data-assets': {
        description: 'I numeri delle immagini già salvate, separati da virgole.',
        example: '1005,1003',
      },
      'data-accept': {
        description:
          'I tipi di immagine accettati, come per un campo file; per impostazione predefinita JPG, PNG, GIF e WebP.',
        example: '.jpg,.png',
      },
      'data-multiple': {
        description:
          'true per tenere più immagini; altrimenti una sola, sostituita dalla successiva.',
        example: 'true',
      },
      'data-max-file-size': {
        description: 'La dimensione massima di un’immagine, in byte; senza valore: nessun limite.',
        example: '8000000',
      },
      'data-max-files': {
        description:
          'Il numero massimo di immagini (con data-multiple); senza valore: nessun limite.',
        example: '6',
      },
      'data-crop': {
        description:
          'Dimensione finale «larghezza,altezza» in pixel: un’immagine più grande si ritaglia, una più piccola è rifiutata.',
        example: '800,600',
      },
      'data-rotate': {
        description:
          'true per mostrare i pulsanti che ruotano di un quarto di giro un’immagine quadrata.',
        example: 'true',
      },
    },
  },
  'multi-file': {
    summary:
      'Il campo con più file di un modulo dell’area redazione, limitato ai tipi di file scelti: immagini in miniatura, documenti con la loro icona e il loro nome; invio di più file insieme con il loro avanzamento, cambio di nome, «togli da questo elenco», e l’ordine, che si cambia trascinando un file, con i suoi pulsanti su e giù o con Alt + frecce. L’ordine mostrato è quello salvato.',
    attributes: {
      'data-uid': {
        description:
          'L’identificativo unico del campo, usato nei nomi dei campi nascosti inviati con il modulo.',
        example: 'produit-photos',
      },
      'data-assets': {
        description:
          'I numeri dei file già salvati (AssetId), separati da virgole, nel loro ordine.',
        example: '9001,9002',
      },
      'data-file-types': {
        description:
          'I tipi permessi: per ogni tipo del server (Image, Document…), le sue estensioni; ogni altro file viene rifiutato.',
        example: '{"Image":".jpg,.png","Document":".pdf"}',
      },
      'data-accept': {
        description:
          'Facoltativo: i tipi accettati, come per un campo file, per restringere ancora i tipi di file permessi.',
        example: '.jpg,.pdf',
      },
      'data-max-file-size': {
        description: 'La dimensione massima di un file, in byte; senza valore: nessun limite.',
        example: '5000000',
      },
      'data-max-files': {
        description: 'Il numero massimo di file; senza valore: nessun limite.',
        example: '8',
      },
    },
  },
  'folder-tree': {
    summary:
      'L’albero delle cartelle della libreria di file: ogni cartella si apre o si chiude (clic sulla freccia, o frecce destra e sinistra della tastiera); un clic su una cartella, o Invio, mostra i suoi file nella zona indicata. Da tastiera: frecce su e giù, Home e Fine, e la prima lettera di un nome per raggiungerlo.',
    attributes: {
      'data-root-folder-id': {
        description:
          'Identificativo della cartella da cui parte l’albero; «root» per la radice della libreria.',
        example: 'root',
      },
      'data-depth': {
        description:
          'Le cartelle il cui livello è minore o uguale a questo numero sono aperte al caricamento (1 per impostazione predefinita).',
        example: '2',
      },
      'data-update': {
        description:
          'Identificativo (id) dell’elemento della pagina in cui compaiono i file della cartella scelta; senza, compaiono sotto l’albero.',
        example: 'library-assets',
      },
    },
  },
};
