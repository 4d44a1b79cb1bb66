import type { FamilyStrings } from '../../../shared/strings';
import type { StoriesPages } from './types';

/** What the stories family says in German. */
export const de: FamilyStrings<StoriesPages> = {
  resources: {
    Zoom: {
      ZoomIn: 'Vergrößern',
      ZoomOut: 'Verkleinern',
      Reset: 'Einpassen',
      Level: 'Zoom {{level}} %',
      Hint: '+ und − zoomen, 0 passt das Foto ein, die Pfeiltasten verschieben das vergrößerte Foto.',
      Previous: 'Vorheriges Foto',
      Next: 'Nächstes Foto',
      Counter: 'Foto {{index}} von {{count}}',
      Thumbnails: 'Miniaturansichten',
      Thumbnail: 'Foto {{index}}: {{alt}}',
      Unavailable: 'Dieses Foto konnte nicht geladen werden.',
    },
  },
  pages: {
    blog: {
      title: 'Das Vitrine-Journal',
      intro:
        'Begegnungen mit unseren Handwerkern, Pflegetipps und Ausflüge: ein Blick hinter die ' +
        'Kulissen des Ladens, alle zwei Wochen.',
      tocLabel: 'Beiträge des Journals',
      previous: 'Vorheriger Beitrag',
      next: 'Nächster Beitrag',
      keysHint:
        'In der Liste wechseln J und K (oder Bild ab und Bild auf) zum nächsten oder vorherigen Beitrag.',
      readStory: 'Zur Fotoreportage',
      tickerTitle: 'Kurz notiert',
      tickerPause: 'Anhalten',
      ticker: [
        'Versandkostenfrei ab 50 € bis Sonntag',
        'Neue Taschenreparatur-Werkstatt in Lyon',
        'Die Aussaatkalender 2027 sind da',
        'Kaffee des Monats: äthiopischer Mokka in ganzen Bohnen',
        'Winterreifen montieren lassen: jetzt Termin buchen',
      ],
    },
    story: {
      photosOf: 'Fotos: {{title}}',
      galleryTitle: 'Die Galerie',
      galleryIntro: 'Tippen oder klicken Sie auf ein Foto, um es zu vergrößern und zu zoomen.',
      masonryTitle: 'In Bildern',
      backToBlog: 'Zurück zum Journal',
      published: 'Veröffentlicht am {{date}}',
    },
    posts: {
      'leather-workshop': {
        title: 'Ein Tag in der Lederwerkstatt',
        summary:
          'In Annonay schneiden, nähen und färben Claire und ihre zwei Lehrlinge unsere Taschen von ' +
          'Hand. Wir haben einen Tag mit ihnen verbracht.',
        body: [
          'Alles beginnt mit der Auswahl der Häute, pflanzlich gegerbt im Nachbartal. Claire prüft ' +
            'sie bei Tageslicht auf den kleinsten Kratzer.',
          'Eine Umhängetasche braucht sechs Stunden Arbeit, zwei davon für die Sattlernaht. Deshalb ' +
            'lässt sie sich jahrzehntelang reparieren.',
        ],
      },
      'mountain-trail': {
        title: 'Drei Tage auf den Graten des Vercors',
        summary:
          'Wir haben unsere neuen Wanderschuhe auf 62 Kilometern Weg getestet, zwischen Morgennebel ' +
          'und glühend heißen Geröllfeldern.',
        body: [
          'Am ersten Tag fordert der Aufstieg zum Grand Veymont die Sohlen heraus: Der Halt auf ' +
            'nassem Kalkstein hat uns angenehm überrascht.',
          'Abends in der Hütte verglichen wir unsere Notizen: keine einzige Blase, gut gestützte ' +
            'Knöchel und eine Membran, die trotz Gewitter trocken blieb.',
        ],
      },
      'spring-garden': {
        title: 'Den Gemüsegarten auf den Frühling vorbereiten',
        summary:
          'Der Herbst ist die beste Zeit, den Boden zu nähren. Unser Gärtner teilt seinen Kalender ' +
          'und seine einfachen Handgriffe.',
        body: [
          'Eine Mulchschicht aus Laub schützt den Boden vor Frost und nährt die Regenwürmer den ' +
            'ganzen Winter. Tiefes Umgraben ist unnötig.',
          'Säen Sie im Februar Ackerbohnen und Erbsen unter Vlies; im März folgen Radieschen und die ' +
            'ersten Salate.',
        ],
      },
      'coffee-roaster': {
        title: 'Bei unserem Kaffeeröster in Lille',
        summary:
          'Jeden Dienstag röstet Mehdi unseren Kaffee in kleinen Chargen. Er erklärt, warum Frische ' +
          'in der Tasse alles verändert.',
        body: [
          'Kaffee schmeckt am besten ein bis vier Wochen nach dem Rösten: vorher gast er noch aus, ' +
            'danach verblassen seine Aromen.',
          'Der äthiopische Mokka des Monats zeigt Noten von Bergamotte und roten Früchten, am besten ' +
            'im Filter zubereitet.',
        ],
      },
      'wooden-toys': {
        title: 'Holzspielzeug, das hält',
        summary:
          'Im Jura drechselt eine kleine Manufaktur Buche und Ahorn für unsere Eisenbahnen und ' +
          'Lernspiele. Ein Rundgang.',
        body: [
          'Das Holz stammt aus bewirtschafteten Wäldern im Umkreis von fünfzig Kilometern. Es ' +
            'trocknet zwei Jahre, bevor es zugeschnitten wird.',
          'Die Farben sind wasserbasiert und für Kleinkinder geprüft: Auf einem Spielzeug darf ' +
            'bedenkenlos gekaut werden.',
        ],
      },
      'watch-care': {
        title: 'Eine mechanische Uhr pflegen',
        summary:
          'Aufziehen, Wasserdichtheit, Revision: Unser Uhrmacher beantwortet die Fragen, die Sie uns ' +
          'am häufigsten stellen.',
        body: [
          'Ziehen Sie eine Handaufzugsuhr jeden Morgen zur selben Zeit auf, bis Sie einen leichten ' +
            'Widerstand spüren, nie darüber hinaus.',
          'Eine Revision alle fünf Jahre reinigt und ölt das Werk; lassen Sie außerdem vor jedem ' +
            'Sommer die Dichtungen prüfen.',
        ],
      },
      'winter-tyres': {
        title: 'Wann auf Winterreifen wechseln?',
        summary:
          'Die 7-°C-Regel, die Profiltiefe und die Lagerung: alles, was Sie vor dem ersten Frost ' +
          'wissen sollten.',
        body: [
          'Unter 7 °C wird die Gummimischung eines Sommerreifens hart und verliert Haftung, selbst ' +
            'auf trockener Straße. Dann ist Zeit zum Wechseln.',
          'Prüfen Sie die Profiltiefe: mindestens 4 mm für sicheres Fahren im Winter. Lagern Sie ' +
            'Sommerreifen liegend und dunkel.',
        ],
      },
      'morning-yoga': {
        title: 'Zehn Minuten Yoga nach dem Aufwachen',
        summary:
          'Eine kurze Einheit, um den Rücken zu lockern und gut in den Tag zu starten, auf der Matte ' +
          'oder sogar neben dem Bett.',
        body: [
          'Beginnen Sie mit fünf langsamen Atemzügen in der Kindhaltung und gehen Sie dann in einige ' +
            'Katze-Kuh-Bewegungen für die Wirbelsäule über.',
          'Schließen Sie mit einem Sonnengruß in Ihrem Tempo ab. Eine rutschfeste Matte mit 4 mm ' +
            'genügt für die meisten Übungen.',
        ],
      },
    },
    scenes: {
      workshop: 'Die Werkbank der Werkstatt mit Werkzeug und Häuten',
      ridge: 'Ein Berggrat über den Wolken',
      garden: 'Die Gemüsebeete am Ende der Saison',
      beans: 'Frisch geröstete Kaffeebohnen',
      train: 'Eine rot bemalte kleine Holzeisenbahn',
      movement: 'Das Werk einer mechanischen Uhr',
      tread: 'Das Profil eines Winterreifens',
      sunrise: 'Sonnenaufgang über den Hügeln',
      lake: 'Ein Bergsee in der Abenddämmerung',
      market: 'Ein Stand auf dem Samstagsmarkt',
      rooftops: 'Die Dächer der Altstadt',
      forest: 'Ein Waldweg',
    },
  },
};
