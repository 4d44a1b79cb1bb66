import type { WidgetText } from '../../types';

/** nl: the form helpers and the collapse (issue 15), and each of their attributes (see ../nl.ts). */
export const formHelpers: Record<string, WidgetText> = {
  collapse: {
    summary:
      'Inklapbaar blok (vraag en antwoord, details): de titel wordt een knop die de inhoud zacht opent en sluit; zonder animatie voor bezoekers die animaties beperken. De inhoud blijft leesbaar zonder JavaScript, en een link naar #id van de inhoud opent hem.',
    attributes: {
      'data-group': {
        description:
          'Een groepsnaam: van de blokken in dezelfde groep blijft er maar één tegelijk open (een FAQ). Leeg: los.',
        example: 'faq',
      },
      'data-open': {
        description: 'Open bij het laden van de pagina (true) of dicht (false).',
        example: 'true',
      },
    },
  },
  'floating-label': {
    summary:
      'Bewegende labels: rond een veld of een heel formulier staat het label in het lege veld en schuift het naar de rand zodra het veld focus of een waarde krijgt (ook bij automatisch invullen). Hulpteksten en foutmeldingen blijven onder het veld.',
    attributes: {
      'data-selects': {
        description: 'Ook toepassen op keuzelijsten (hun label blijft dan altijd boven).',
        example: 'true',
      },
    },
  },
  'fake-select': {
    summary:
      'Gestileerde keuzelijst: de eigen lijst van de browser, met de pijl en de focusrand van de winkel. Toetsenbord, de kiezer van de telefoon en de validatieregels werken zoals altijd.',
    attributes: {
      'data-arrow': {
        description: 'De vorm van de pijl: chevron of klein driehoekje (triangle).',
        example: 'triangle',
      },
    },
  },
  'searchable-select': {
    summary:
      'Keuzelijst met zoeken: de klant typt om de opties te filteren (die van de lijst van de server, of een zoekopdracht op afstand), met toetsenbord of muis. De oorspronkelijke lijst blijft verborgen in het formulier en verstuurt de gekozen waarde.',
    attributes: {
      'data-for': {
        description: 'De id van de keuzelijst (select) van de server die de widget vervangt.',
        example: 'field-ShopId',
      },
      'data-search-url': {
        description:
          'Het zoekadres: GET {adres}?q={tekst} antwoordt [{value, label}]. Leeg: de opties van de lijst worden ter plaatse gefilterd.',
        example: 'api/v1/stores/search',
      },
      'data-min-chars': {
        description:
          'Het aantal tekens dat getypt moet zijn voor een zoekopdracht op afstand (1 tot 10).',
        example: '3',
      },
    },
  },
  'date-picker': {
    summary:
      'Datumkiezer: een knop naast een tekstveld opent een kalender (muis of toetsenbord); de gekozen datum komt in de korte notatie van de taal in het veld (dd-mm-jjjj in Nederland). De klant kan hem ook typen.',
    attributes: {
      'data-for': {
        description: 'De id van het tekstveld dat de kalender invult.',
        example: 'field-PreferredDate',
      },
      'data-min': {
        description: 'De eerste mogelijke dag: jjjj-mm-dd, of today voor vandaag.',
        example: 'today',
      },
      'data-max': {
        description: 'De laatste mogelijke dag: jjjj-mm-dd, of today voor vandaag.',
        example: '2027-06-30',
      },
    },
  },
};
