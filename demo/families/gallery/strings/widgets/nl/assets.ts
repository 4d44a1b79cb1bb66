import type { WidgetText } from '../../types';

/** nl: the asset library widgets, and each of their attributes (see ../nl.ts). */
export const assets: Record<string, WidgetText> = {
  'asset-file': {
    summary:
      'Het bestandsveld van een formulier in de redactieomgeving: de opgeslagen bestanden, het uploaden van nieuwe bestanden met voortgang (knop of slepen), hernoemen en „uit deze lijst verwijderen” (het bestand blijft in de bibliotheek). De keuze wordt met het formulier opgeslagen.',
    attributes: {
      'data-uid': {
        description:
          'De unieke id van het veld, gebruikt in de namen van de verborgen velden die met het formulier worden verzonden.',
        example: 'brochure',
      },
      'data-asset-id': {
        description:
          'Eén bestand: het nummer van het opgeslagen bestand (AssetId); een nieuwe upload vervangt het.',
        example: '9001',
      },
      'data-assets': {
        description: 'De nummers van de opgeslagen bestanden, gescheiden door komma’s.',
        example: '9001,9002',
      },
      'data-accept': {
        description:
          'De toegestane types, zoals bij een bestandsveld: extensies (.pdf) of types (image/*); leeg: alle types.',
        example: '.pdf,.docx',
      },
      'data-multiple': {
        description:
          'true om meerdere bestanden te bewaren; anders één, dat door het volgende wordt vervangen.',
        example: 'true',
      },
      'data-max-file-size': {
        description: 'De maximale grootte van een bestand, in bytes; zonder waarde: geen limiet.',
        example: '5000000',
      },
      'data-max-files': {
        description:
          'Het maximale aantal bestanden (met data-multiple); zonder waarde: geen limiet.',
        example: '5',
      },
    },
  },
  'asset-image': {
    summary:
      'Het afbeeldingenveld van een formulier in de redacteursomgeving: miniaturen van de opgeslagen afbeeldingen, het uploaden van nieuwe afbeeldingen met hun voortgang (knop of slepen), daarna, als een bijsnijdformaat is opgegeven, het bijsnijdvenster (zoomen met knoppen, verplaatsen met de pijltjestoetsen); een vierkante afbeelding kan worden gedraaid. Wat gekozen is, wordt met het formulier opgeslagen.',
    attributes: {
      'data-uid': {
        description:
          'De unieke id van het veld, gebruikt in de namen van de verborgen velden die met het formulier worden verzonden.',
        example: 'cover',
      },
      'data-asset-id': {
        description:
          'Eén afbeelding: het nummer van de reeds opgeslagen afbeelding (AssetId); een nieuwe upload vervangt ze.',
        example: '1005',
      },
      'data-assets': {
        description: 'De nummers van de reeds opgeslagen afbeeldingen, gescheiden door komma’s.',
        example: '1005,1003',
      },
      'data-accept': {
        description:
          'De toegestane afbeeldingstypes, zoals bij een bestandsveld; standaard JPG, PNG, GIF en WebP.',
        example: '.jpg,.png',
      },
      'data-multiple': {
        description:
          'true om meerdere afbeeldingen te bewaren; anders één, vervangen door de volgende.',
        example: 'true',
      },
      'data-max-file-size': {
        description:
          'De maximale grootte van een afbeelding, in bytes; zonder waarde: geen limiet.',
        example: '8000000',
      },
      'data-max-files': {
        description:
          'Het maximale aantal afbeeldingen (met data-multiple); zonder waarde: geen limiet.',
        example: '6',
      },
      'data-crop': {
        description:
          'Eindformaat ‘breedte,hoogte’ in pixels: een grotere afbeelding wordt bijgesneden, een kleinere geweigerd.',
        example: '800,600',
      },
      'data-rotate': {
        description:
          'true om de knoppen te tonen die een vierkante afbeelding een kwartslag draaien.',
        example: 'true',
      },
    },
  },
  'multi-file': {
    summary:
      'Het veld met meerdere bestanden van een formulier in de redactieomgeving, beperkt tot de gekozen bestandstypes: afbeeldingen als miniatuur, documenten met hun pictogram en naam; meerdere bestanden tegelijk uploaden met hun voortgang, hernoemen, „uit deze lijst verwijderen”, en de volgorde, te wijzigen door een bestand te slepen, met de knoppen omhoog en omlaag of met Alt + pijltjestoetsen. De getoonde volgorde wordt opgeslagen.',
    attributes: {
      'data-uid': {
        description:
          'De unieke id van het veld, gebruikt in de namen van de verborgen velden die met het formulier worden verzonden.',
        example: 'produit-photos',
      },
      'data-assets': {
        description:
          'De nummers van de al opgeslagen bestanden (AssetId), gescheiden door komma’s, in hun volgorde.',
        example: '9001,9002',
      },
      'data-file-types': {
        description:
          'De toegestane types: per type van de server (Image, Document…) de extensies; elk ander bestand wordt geweigerd.',
        example: '{"Image":".jpg,.png","Document":".pdf"}',
      },
      'data-accept': {
        description:
          'Optioneel: de toegestane types, zoals bij een bestandsveld, om de toegestane bestandstypes verder te beperken.',
        example: '.jpg,.pdf',
      },
      'data-max-file-size': {
        description: 'De maximale grootte van een bestand, in bytes; zonder waarde: geen limiet.',
        example: '5000000',
      },
      'data-max-files': {
        description: 'Het maximale aantal bestanden; zonder waarde: geen limiet.',
        example: '8',
      },
    },
  },
  'folder-tree': {
    summary:
      'De mappenstructuur van de bestandsbibliotheek: elke map gaat open of dicht (klik op de pijl, of de pijltjestoetsen rechts en links); een klik op een map, of Enter, toont haar bestanden in de aangegeven zone. Met het toetsenbord: pijltjes omhoog en omlaag, Home en End, en de eerste letter van een naam om erheen te gaan.',
    attributes: {
      'data-root-folder-id': {
        description:
          'Id van de map waar de structuur begint; ‘root’ voor de hoofdmap van de bibliotheek.',
        example: 'root',
      },
      'data-depth': {
        description:
          'Mappen waarvan het niveau kleiner dan of gelijk aan dit getal is, staan bij het laden open (standaard 1).',
        example: '2',
      },
      'data-update': {
        description:
          'Id van het element op de pagina waar de bestanden van de gekozen map verschijnen; zonder dit verschijnen ze onder de structuur.',
        example: 'library-assets',
      },
    },
  },
};
