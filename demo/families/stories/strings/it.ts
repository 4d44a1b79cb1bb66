import type { FamilyStrings } from '../../../shared/strings';
import type { StoriesPages } from './types';

/** What the stories family says in Italian. */
export const it: FamilyStrings<StoriesPages> = {
  resources: {
    Zoom: {
      ZoomIn: 'Ingrandisci',
      ZoomOut: 'Riduci',
      Reset: 'Adatta',
      Level: 'Zoom {{level}} %',
      Hint: '+ e − ingrandiscono e riducono, 0 adatta la foto, le frecce spostano la foto ingrandita.',
      Previous: 'Foto precedente',
      Next: 'Foto successiva',
      Counter: 'Foto {{index}} di {{count}}',
      Thumbnails: 'Miniature',
      Thumbnail: 'Foto {{index}}: {{alt}}',
      Unavailable: 'Non è stato possibile caricare questa foto.',
    },
  },
  pages: {
    blog: {
      title: 'Il diario di Vitrine',
      intro:
        'Incontri con i nostri artigiani, consigli di manutenzione e gite: il dietro le quinte del ' +
        'negozio, ogni due settimane.',
      tocLabel: 'Articoli del diario',
      previous: 'Articolo precedente',
      next: 'Articolo successivo',
      keysHint: 'Nell’elenco, J e K (o Pag giù e Pag su) passano da un articolo all’altro.',
      readStory: 'Leggi il reportage fotografico',
      tickerTitle: 'In breve',
      tickerPause: 'Metti in pausa',
      ticker: [
        'Spedizione gratuita da 50 € fino a domenica',
        'Nuovo laboratorio di riparazione borse a Lione',
        'Sono arrivati i calendari di semina 2027',
        'Caffè del mese: un moka etiope in grani',
        'Montaggio gomme invernali: prenota il tuo orario',
      ],
    },
    story: {
      photosOf: 'Foto: {{title}}',
      galleryTitle: 'La galleria',
      galleryIntro: 'Tocca o fai clic su una foto per ingrandirla e zoomare.',
      masonryTitle: 'Per immagini',
      backToBlog: 'Torna al diario',
      published: 'Pubblicato il {{date}}',
    },
    posts: {
      'leather-workshop': {
        title: 'Una giornata nel laboratorio di pelletteria',
        summary:
          'Ad Annonay, Claire e i suoi due apprendisti tagliano, cuciono e tingono a mano le nostre ' +
          'borse. Abbiamo passato una giornata con loro.',
        body: [
          'Tutto inizia dalla scelta delle pelli, conciate al vegetale nella valle vicina. Claire le ' +
            'esamina alla luce del giorno per scovare il minimo graffio.',
          'Una tracolla richiede sei ore di lavoro, due delle quali per la cucitura a punto sellaio. ' +
            'È ciò che la rende riparabile per decenni.',
        ],
      },
      'mountain-trail': {
        title: 'Tre giorni sulle creste del Vercors',
        summary:
          'Abbiamo provato i nostri nuovi scarponi da trekking su 62 chilometri di sentieri, tra ' +
          'nebbia mattutina e ghiaioni roventi.',
        body: [
          'Il primo giorno la salita al Grand Veymont mette a dura prova le suole: la tenuta sul ' +
            'calcare bagnato ci ha piacevolmente sorpresi.',
          'La sera, al rifugio, abbiamo confrontato gli appunti: nessuna vescica, caviglie ben ' +
            'sostenute e una membrana rimasta asciutta nonostante il temporale.',
        ],
      },
      'spring-garden': {
        title: 'Preparare l’orto per la primavera',
        summary:
          'L’autunno è il momento migliore per nutrire la terra. Il nostro giardiniere condivide il ' +
          'suo calendario e i suoi gesti semplici.',
        body: [
          'Una pacciamatura di foglie secche protegge il suolo dal gelo e nutre i lombrichi per ' +
            'tutto l’inverno. Non serve vangare in profondità.',
          'A febbraio seminate fave e piselli sotto tessuto; a marzo seguiranno i ravanelli e le ' +
            'prime insalate.',
        ],
      },
      'coffee-roaster': {
        title: 'Dal nostro torrefattore, a Lilla',
        summary:
          'Ogni martedì Mehdi tosta i nostri caffè in piccoli lotti. Ci spiega perché la freschezza ' +
          'cambia tutto nella tazza.',
        body: [
          'Un caffè si gusta al meglio tra una e quattro settimane dalla tostatura: prima sta ancora ' +
            'degassando, dopo i suoi aromi svaniscono.',
          'Il moka etiope del mese offre note di bergamotto e frutti rossi, da preparare ' +
            'preferibilmente con la macchina a filtro.',
        ],
      },
      'wooden-toys': {
        title: 'Giocattoli in legno fatti per durare',
        summary:
          'Nel Giura una piccola fabbrica tornisce faggio e acero per i nostri trenini e giochi ' +
          'educativi. Visita guidata.',
        body: [
          'Il legno proviene da foreste gestite a meno di cinquanta chilometri. Stagiona due anni ' +
            'prima di essere tagliato.',
          'Le vernici sono all’acqua e testate per i più piccoli: un giocattolo si può mordicchiare ' +
            'senza timore.',
        ],
      },
      'watch-care': {
        title: 'Prendersi cura di un orologio meccanico',
        summary:
          'Carica, impermeabilità, revisione: il nostro orologiaio risponde alle domande che ci ' +
          'fate più spesso.',
        body: [
          'Caricate un orologio manuale ogni mattina alla stessa ora, finché sentite una leggera ' +
            'resistenza, mai oltre.',
          'Una revisione ogni cinque anni pulisce e lubrifica il movimento; fate controllare anche ' +
            'le guarnizioni prima di ogni estate.',
        ],
      },
      'winter-tyres': {
        title: 'Quando montare le gomme invernali?',
        summary:
          'La regola dei 7 °C, la profondità del battistrada e la conservazione: tutto quello che ' +
          'serve sapere prima delle prime gelate.',
        body: [
          'Sotto i 7 °C la mescola di una gomma estiva si indurisce e perde aderenza, anche su ' +
            'strada asciutta. È il momento di cambiare.',
          'Controllate il battistrada: almeno 4 mm per viaggiare sicuri in inverno. Conservate le ' +
            'gomme estive distese e al riparo dalla luce.',
        ],
      },
      'morning-yoga': {
        title: 'Dieci minuti di yoga al risveglio',
        summary:
          'Una breve sessione per sciogliere la schiena e iniziare bene la giornata, su un tappetino ' +
          'o anche accanto al letto.',
        body: [
          'Iniziate con cinque respiri lenti nella posizione del bambino, poi proseguite con ' +
            'qualche gatto-mucca per mobilizzare la colonna.',
          'Concludete con un saluto al sole, al vostro ritmo. Un tappetino antiscivolo da 4 mm ' +
            'basta per la maggior parte delle pratiche.',
        ],
      },
    },
    scenes: {
      workshop: 'Il banco del laboratorio con attrezzi e pelli',
      ridge: 'Una cresta di montagna sopra le nuvole',
      garden: 'Le aiuole dell’orto a fine stagione',
      beans: 'Chicchi di caffè appena tostati',
      train: 'Un trenino di legno dipinto di rosso',
      movement: 'Il movimento di un orologio meccanico',
      tread: 'Il battistrada di una gomma invernale',
      sunrise: 'L’alba sulle colline',
      lake: 'Un lago di montagna al tramonto',
      market: 'Una bancarella del mercato del sabato',
      rooftops: 'I tetti della città vecchia',
      forest: 'Un sentiero nel bosco',
    },
  },
};
