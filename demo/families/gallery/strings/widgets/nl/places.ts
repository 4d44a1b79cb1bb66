import type { WidgetText } from '../../types';

/** nl: the content map and the parallax (issue 15), and each of their attributes (see ../nl.ts). */
export const places: Record<string, WidgetText> = {
  'content-map': {
    summary:
      'Kaart met plaatsen (bijvoorbeeld uw winkels): elke markering is een knop die een ballon met haar tekst opent, met het toetsenbord en met de muis. De kaart laadt pas wanneer ze in beeld komt; is er geen kaart beschikbaar, dan meldt een bericht dat en blijft uw adreslijst de bron.',
    attributes: {
      'data-markers': {
        description:
          'De markeringen: positie, naam, soort (flagship, shop, outlet…) en tekst van de ballon (adres, openingsuren, telefoon).',
        example:
          '[{"id": 1, "coors": {"lat": 50.8523, "lng": 4.3556}, "title": "Vitrine Bruxelles", "icon": "flagship", "content": "Rue Neuve 87, 1000 Bruxelles"}]',
      },
      'data-zoom': {
        description:
          'Zoomniveau, van 1 (de wereld) tot 19 (de straat); zonder middelpunt het dichtste niveau om alle markeringen te tonen.',
        example: '15',
      },
      'data-center': {
        description:
          'Het middelpunt van de kaart; zonder middelpunt toont de kaart alle markeringen.',
        example: '{"lat": 50.85, "lng": 4.35}',
      },
      'data-height': {
        description: 'Hoogte van de kaart in pixels (hoogstens driekwart van de schermhoogte).',
        example: '320',
      },
      'data-label': {
        description:
          'De naam van de kaart voor schermlezers; twee kaarten op dezelfde pagina hebben twee verschillende namen nodig.',
        example: 'Kaart van onze winkels',
      },
    },
  },
  parallax: {
    summary:
      'Achtergrondafbeelding die trager schuift dan de pagina (diepte-effect), alleen wanneer ze zichtbaar is. Geef het vak zijn grootte via de stijl (een beeldverhouding), zodat niets verspringt bij het laden; stilstaand voor bezoekers die animaties beperken.',
    attributes: {
      'data-divisor': {
        description:
          'Waardoor het schuiven van de afbeelding gedeeld wordt: standaard 4; een groter getal laat haar minder bewegen.',
        example: '4',
      },
    },
  },
};
