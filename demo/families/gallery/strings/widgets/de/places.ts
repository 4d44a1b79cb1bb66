import type { WidgetText } from '../../types';

/** de: the content map and the parallax (issue 15), and each of their attributes (see ../de.ts). */
export const places: Record<string, WidgetText> = {
  'content-map': {
    summary:
      'Karte mit Orten (zum Beispiel Ihren Geschäften): Jede Markierung ist eine Schaltfläche, die eine Sprechblase mit ihrem Text öffnet, per Tastatur wie per Maus. Die Karte lädt erst, wenn sie in die Nähe des Bildschirms kommt; ist keine Karte verfügbar, sagt das eine Meldung, und Ihre Adressliste bleibt die Quelle.',
    attributes: {
      'data-markers': {
        description:
          'Die Markierungen: Position, Name, Art (flagship, shop, outlet …) und Text der Sprechblase (Adresse, Öffnungszeiten, Telefon).',
        example:
          '[{"id": 1, "coors": {"lat": 50.8523, "lng": 4.3556}, "title": "Vitrine Bruxelles", "icon": "flagship", "content": "Rue Neuve 87, 1000 Bruxelles"}]',
      },
      'data-zoom': {
        description:
          'Zoomstufe, von 1 (die Welt) bis 19 (die Straße); ohne angegebene Mitte die nächste erlaubte Stufe, um alle Markierungen zu zeigen.',
        example: '15',
      },
      'data-center': {
        description: 'Die Mitte der Karte; ohne sie zeigt die Karte alle Markierungen.',
        example: '{"lat": 50.85, "lng": 4.35}',
      },
      'data-height': {
        description: 'Höhe der Karte in Pixeln (höchstens drei Viertel der Bildschirmhöhe).',
        example: '320',
      },
      'data-label': {
        description:
          'Der Name der Karte für Screenreader; zwei Karten auf derselben Seite brauchen zwei verschiedene Namen.',
        example: 'Karte unserer Geschäfte',
      },
    },
  },
  parallax: {
    summary:
      'Hintergrundbild, das langsamer als die Seite scrollt (Tiefenwirkung), nur solange es sichtbar ist. Geben Sie dem Kasten seine Größe per Stil (ein Seitenverhältnis), damit beim Laden nichts springt; unbewegt für Besucher, die Animationen einschränken.',
    attributes: {
      'data-divisor': {
        description:
          'Wodurch das Scrollen des Bildes geteilt wird: standardmäßig 4; eine größere Zahl bewegt es weniger.',
        example: '4',
      },
    },
  },
};
