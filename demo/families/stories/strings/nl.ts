import type { FamilyStrings } from '../../../shared/strings';
import type { StoriesPages } from './types';

/** What the stories family says in Dutch. */
export const nl: FamilyStrings<StoriesPages> = {
  resources: {
    Zoom: {
      ZoomIn: 'Inzoomen',
      ZoomOut: 'Uitzoomen',
      Reset: 'Passend maken',
      Level: 'Zoom {{level}} %',
      Hint: '+ en − zoomen, 0 maakt de foto passend, de pijltjes verschuiven de vergrote foto.',
      Previous: 'Vorige foto',
      Next: 'Volgende foto',
      Counter: 'Foto {{index}} van {{count}}',
      Thumbnails: 'Miniaturen',
      Thumbnail: 'Foto {{index}}: {{alt}}',
      Unavailable: 'Deze foto kon niet worden geladen.',
    },
  },
  pages: {
    blog: {
      title: 'Het journaal van Vitrine',
      intro:
        'Ontmoetingen met onze makers, onderhoudstips en uitstapjes: een kijkje achter de schermen ' +
        'van de winkel, om de twee weken.',
      tocLabel: 'Artikels van het journaal',
      previous: 'Vorig artikel',
      next: 'Volgend artikel',
      keysHint:
        'In de lijst gaan J en K (of Page Down en Page Up) naar het volgende of vorige artikel.',
      readStory: 'Lees de fotoreportage',
      tickerTitle: 'Kort nieuws',
      tickerPause: 'Pauzeren',
      ticker: [
        'Gratis levering vanaf € 50 tot en met zondag',
        'Nieuw herstelatelier voor tassen in Lyon',
        'De zaaikalenders voor 2027 zijn binnen',
        'Koffie van de maand: Ethiopische mokka in bonen',
        'Winterbanden laten monteren: reserveer uw moment',
      ],
    },
    story: {
      photosOf: 'Foto’s: {{title}}',
      galleryTitle: 'De galerij',
      galleryIntro: 'Tik of klik op een foto om hem te vergroten en in te zoomen.',
      masonryTitle: 'In beeld',
      backToBlog: 'Terug naar het journaal',
      published: 'Gepubliceerd op {{date}}',
    },
    posts: {
      'leather-workshop': {
        title: 'Een dag in het lederatelier',
        summary:
          'In Annonay snijden, naaien en verven Claire en haar twee leerlingen onze tassen met de ' +
          'hand. We liepen een dag met hen mee.',
        body: [
          'Alles begint bij de keuze van de huiden, plantaardig gelooid in het naburige dal. Claire ' +
            'bekijkt ze bij daglicht om het kleinste krasje te vinden.',
          'Een schoudertas vraagt zes uur werk, waarvan twee voor de zadelmakerssteek. Daardoor ' +
            'blijft ze decennialang herstelbaar.',
        ],
      },
      'mountain-trail': {
        title: 'Drie dagen over de kammen van de Vercors',
        summary:
          'We testten onze nieuwe wandelschoenen op 62 kilometer paden, tussen ochtendmist en ' +
          'gloeiend hete puinhellingen.',
        body: [
          'De eerste dag zet de klim naar de Grand Veymont de zolen zwaar onder druk: de grip op ' +
            'natte kalksteen verraste ons aangenaam.',
          '’s Avonds in de berghut vergeleken we onze notities: geen enkele blaar, goed gesteunde ' +
            'enkels en een membraan dat droog bleef ondanks het onweer.',
        ],
      },
      'spring-garden': {
        title: 'De moestuin klaarmaken voor de lente',
        summary:
          'De herfst is het beste moment om de grond te voeden. Onze tuinier deelt zijn kalender en ' +
          'zijn eenvoudige handgrepen.',
        body: [
          'Een mulchlaag van dode bladeren beschermt de bodem tegen vorst en voedt de regenwormen de ' +
            'hele winter. Diep spitten is overbodig.',
          'Zaai in februari tuinbonen en erwten onder vlies; in maart volgen radijsjes en de eerste ' +
            'slasoorten.',
        ],
      },
      'coffee-roaster': {
        title: 'Bij onze koffiebrander in Rijsel',
        summary:
          'Elke dinsdag brandt Mehdi onze koffie in kleine porties. Hij legt uit waarom versheid in ' +
          'het kopje alles verandert.',
        body: [
          'Koffie smaakt het best tussen één en vier weken na het branden: eerder ontgast hij nog, ' +
            'later vervagen de aroma’s.',
          'De Ethiopische mokka van de maand heeft tonen van bergamot en rood fruit, het liefst ' +
            'gezet met een filterkoffiezetapparaat.',
        ],
      },
      'wooden-toys': {
        title: 'Houten speelgoed dat lang meegaat',
        summary:
          'In de Jura draait een kleine fabriek beuk en esdoorn voor onze treinen en ' +
          'ontdekspeelgoed. Een rondleiding.',
        body: [
          'Het hout komt uit beheerde bossen op minder dan vijftig kilometer. Het droogt twee jaar ' +
            'voor het gezaagd wordt.',
          'De verven zijn op waterbasis en getest voor de allerkleinsten: op een speeltje mag ' +
            'gerust gekauwd worden.',
        ],
      },
      'watch-care': {
        title: 'Een mechanisch horloge onderhouden',
        summary:
          'Opwinden, waterdichtheid, revisie: onze horlogemaker beantwoordt de vragen die u ons het ' +
          'vaakst stelt.',
        body: [
          'Wind een handopwindbaar horloge elke ochtend op hetzelfde uur op, tot u een lichte ' +
            'weerstand voelt, nooit verder.',
          'Een revisie om de vijf jaar reinigt en smeert het uurwerk; laat ook de dichtingen ' +
            'nakijken voor elke zomer.',
        ],
      },
      'winter-tyres': {
        title: 'Wanneer overschakelen op winterbanden?',
        summary:
          'De 7 °C-regel, de profieldiepte en het bewaren: alles wat u moet weten voor de eerste ' +
          'vorst.',
        body: [
          'Onder 7 °C wordt het rubber van een zomerband hard en verliest het grip, zelfs op een ' +
            'droge weg. Dan is het tijd om te wisselen.',
          'Controleer de profieldiepte: minstens 4 mm om veilig door de winter te rijden. Bewaar ' +
            'zomerbanden liggend en uit het licht.',
        ],
      },
      'morning-yoga': {
        title: 'Tien minuten yoga bij het ontwaken',
        summary:
          'Een korte sessie om de rug los te maken en de dag goed te beginnen, op een mat of zelfs ' +
          'naast het bed.',
        body: [
          'Begin met vijf trage ademhalingen in de kindhouding en ga dan over naar enkele ' +
            'kat-koeoefeningen om de wervelkolom te bewegen.',
          'Sluit af met een zonnegroet, op uw eigen tempo. Een antislipmat van 4 mm volstaat voor ' +
            'de meeste oefeningen.',
        ],
      },
    },
    scenes: {
      workshop: 'De werkbank van het atelier met gereedschap en huiden',
      ridge: 'Een bergkam boven de wolken',
      garden: 'De moestuinbedden aan het einde van het seizoen',
      beans: 'Vers gebrande koffiebonen',
      train: 'Een rood geschilderd houten treintje',
      movement: 'Het uurwerk van een mechanisch horloge',
      tread: 'Het profiel van een winterband',
      sunrise: 'Zonsopgang boven de heuvels',
      lake: 'Een bergmeer bij valavond',
      market: 'Een kraam op de zaterdagmarkt',
      rooftops: 'De daken van de oude stad',
      forest: 'Een pad door het bos',
    },
  },
};
