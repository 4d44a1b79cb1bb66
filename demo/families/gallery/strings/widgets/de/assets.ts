import type { WidgetText } from '../../types';

/** de: the asset library widgets, and each of their attributes (see ../de.ts). */
export const assets: Record<string, WidgetText> = {
  'asset-file': {
    summary:
      'Das Dateifeld eines Formulars im Redaktionsbereich: die gespeicherten Dateien, das Hochladen neuer Dateien mit Fortschritt (Schaltfläche oder Ziehen und Ablegen), Umbenennen und „aus dieser Liste entfernen“ (die Datei bleibt in der Bibliothek). Die Auswahl wird mit dem Formular gespeichert.',
    attributes: {
      'data-uid': {
        description:
          'Die eindeutige Kennung des Feldes, Teil der Namen der versteckten Felder, die mit dem Formular gesendet werden.',
        example: 'brochure',
      },
      'data-asset-id': {
        description:
          'Eine Datei: die Nummer der gespeicherten Datei (AssetId); ein neues Hochladen ersetzt sie.',
        example: '9001',
      },
      'data-assets': {
        description: 'Die Nummern der gespeicherten Dateien, durch Kommas getrennt.',
        example: '9001,9002',
      },
      'data-accept': {
        description:
          'Die erlaubten Typen wie bei einem Dateifeld: Endungen (.pdf) oder Typen (image/*); leer: alle Typen.',
        example: '.pdf,.docx',
      },
      'data-multiple': {
        description:
          'true, um mehrere Dateien zu behalten; sonst eine, die von der nächsten ersetzt wird.',
        example: 'true',
      },
      'data-max-file-size': {
        description: 'Die maximale Größe einer Datei in Byte; ohne Wert: keine Grenze.',
        example: '5000000',
      },
      'data-max-files': {
        description: 'Die höchste Anzahl Dateien (mit data-multiple); ohne Wert: keine Grenze.',
        example: '5',
      },
    },
  },
  'asset-image': {
    summary:
      'Das Bildfeld eines Formulars im Redaktionsbereich: Miniaturen der gespeicherten Bilder, das Hochladen neuer Bilder mit Fortschritt (Schaltfläche oder Ziehen und Ablegen), dann, wenn eine Zuschnittgröße angegeben ist, das Zuschnittfenster (Zoom per Schaltflächen, Verschieben mit den Pfeiltasten); ein quadratisches Bild kann gedreht werden. Die Auswahl wird mit dem Formular gespeichert.',
    attributes: {
      'data-uid': {
        description:
          'Die eindeutige Kennung des Feldes, verwendet in den Namen der versteckten Felder, die mit dem Formular gesendet werden.',
        example: 'cover',
      },
      'data-asset-id': {
        description:
          'Ein einzelnes Bild: die Nummer des bereits gespeicherten Bildes (AssetId); ein neuer Upload ersetzt es.',
        example: '1005',
      },
      'data-assets': {
        description: 'Die Nummern der bereits gespeicherten Bilder, durch Kommas getrennt.',
        example: '1005,1003',
      },
      'data-accept': {
        description:
          'Die erlaubten Bildtypen, wie bei einem Dateifeld; standardmäßig JPG, PNG, GIF und WebP.',
        example: '.jpg,.png',
      },
      'data-multiple': {
        description:
          'true, um mehrere Bilder zu behalten; sonst eines, das vom nächsten ersetzt wird.',
        example: 'true',
      },
      'data-max-file-size': {
        description: 'Die maximale Größe eines Bildes in Bytes; ohne Wert: keine Grenze.',
        example: '8000000',
      },
      'data-max-files': {
        description: 'Die maximale Anzahl Bilder (mit data-multiple); ohne Wert: keine Grenze.',
        example: '6',
      },
      'data-crop': {
        description:
          'Endgröße „Breite,Höhe“ in Pixeln: ein größeres Bild wird zugeschnitten, ein kleineres abgelehnt.',
        example: '800,600',
      },
      'data-rotate': {
        description:
          'true, um die Schaltflächen zu zeigen, die ein quadratisches Bild um eine Vierteldrehung drehen.',
        example: 'true',
      },
    },
  },
  'multi-file': {
    summary:
      'Das Feld für mehrere Dateien eines Formulars im Redaktionsbereich, auf die gewählten Dateitypen beschränkt: Bilder als Vorschau, Dokumente mit Symbol und Namen; mehrere Dateien gleichzeitig hochladen mit Fortschritt, umbenennen, „aus dieser Liste entfernen“ und die Reihenfolge, die man durch Ziehen einer Datei, mit ihren Schaltflächen nach oben und nach unten oder mit Alt + Pfeiltasten ändert. Die angezeigte Reihenfolge wird gespeichert.',
    attributes: {
      'data-uid': {
        description:
          'Die eindeutige Kennung des Feldes, in den Namen der verborgenen Felder, die mit dem Formular gesendet werden.',
        example: 'produit-photos',
      },
      'data-assets': {
        description:
          'Die Nummern der bereits gespeicherten Dateien (AssetId), durch Kommas getrennt, in ihrer Reihenfolge.',
        example: '9001,9002',
      },
      'data-file-types': {
        description:
          'Die erlaubten Typen: je Typ des Servers (Image, Document…) seine Endungen; jede andere Datei wird abgelehnt.',
        example: '{"Image":".jpg,.png","Document":".pdf"}',
      },
      'data-accept': {
        description:
          'Optional: die erlaubten Typen wie bei einem Dateifeld, um die erlaubten Dateitypen weiter einzuschränken.',
        example: '.jpg,.pdf',
      },
      'data-max-file-size': {
        description: 'Die maximale Größe einer Datei in Bytes; ohne Wert: keine Grenze.',
        example: '5000000',
      },
      'data-max-files': {
        description: 'Die höchste Anzahl Dateien; ohne Wert: keine Grenze.',
        example: '8',
      },
    },
  },
  'folder-tree': {
    summary:
      'Der Ordnerbaum der Dateibibliothek: Jeder Ordner lässt sich auf- und zuklappen (Klick auf den Pfeil oder Pfeiltasten rechts und links); ein Klick auf einen Ordner oder die Eingabetaste zeigt seine Dateien im angegebenen Bereich. Mit der Tastatur: Pfeiltasten auf und ab, Pos1 und Ende, und der erste Buchstabe eines Namens, um dorthin zu springen.',
    attributes: {
      'data-root-folder-id': {
        description:
          'ID des Ordners, bei dem der Baum beginnt; „root“ für die oberste Ebene der Bibliothek.',
        example: 'root',
      },
      'data-depth': {
        description:
          'Ordner, deren Ebene kleiner oder gleich dieser Zahl ist, sind beim Laden aufgeklappt (Standard 1).',
        example: '2',
      },
      'data-update': {
        description:
          'ID des Elements der Seite, in dem die Dateien des gewählten Ordners erscheinen; ohne sie erscheinen sie unter dem Baum.',
        example: 'library-assets',
      },
    },
  },
};
