import type { PageContent } from './types';

/** Dutch texts of the demo CMS pages. */
export const nl: PageContent = {
  siteName: 'Vitrine',
  tagline: 'Mooie merken, heldere prijzen',
  nav: {
    home: 'Home',
    catalog: 'Assortiment',
    brands: 'Merken',
    contact: 'Contact',
    account: 'Mijn account',
    gallery: 'Widgetgalerij',
    basket: 'Winkelmandje',
    wishlist: 'Verlanglijst',
    search: 'Zoeken',
  },
  languageLabel: 'Taal',
  home: {
    title: 'Welkom bij Vitrine',
    lead:
      'Zorgvuldig gekozen producten van Europese merken, prijzen inclusief btw en een snelle ' +
      'levering, waar u ook bent.',
    sections: [
      {
        heading: 'Gratis verzending en retour',
        body:
          'Vanaf € 50 bezorgen wij gratis en uw pakket vertrekt binnen 24 werkuren. U hebt 30 ' +
          'dagen bedenktijd: retourneren is gratis en u krijgt uw geld binnen 5 dagen na ' +
          'ontvangst terug.',
      },
      {
        heading: 'Onze merken',
        body:
          'Wij werken rechtstreeks samen met een twintigtal Europese merken, gekozen om de ' +
          'kwaliteit van hun materialen en de duurzaamheid van hun producten. Elk nieuw product ' +
          'wordt eerst door ons team getest voordat het in het assortiment komt.',
      },
      {
        heading: 'Klantenservice die naar u luistert',
        body:
          'Ons team staat van maandag tot en met vrijdag van 9 tot 18 uur voor u klaar, ' +
          'telefonisch, per e-mail of via de chat. Een vraag over een maat, uw bestelling of een ' +
          'retour? U krijgt binnen 24 uur antwoord.',
      },
    ],
    ctaCatalog: 'Ontdek het assortiment',
    ctaBrands: 'Bekijk onze merken',
  },
  footer: {
    cookiePreferences: 'Cookievoorkeuren',
    legal: 'Juridische informatie',
    privacy: 'Privacybeleid',
    contact: 'Contact opnemen',
    copyright: '© Vitrine. Alle rechten voorbehouden.',
  },
  gallery: {
    title: 'Widgetgalerij',
    intro:
      'Alle widgets van Vitrine, elk met zijn attributen en een werkend voorbeeld op deze ' +
      'pagina.',
    attribute: 'Attribuut',
    type: 'Type',
    default: 'Standaardwaarde',
    required: 'Verplicht',
    example: 'Voorbeeld',
    yes: 'Ja',
    no: 'Nee',
    none: 'geen',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    body:
      'De pagina die u zoekt bestaat niet of is verplaatst. Controleer het adres of ga terug ' +
      'naar de homepage.',
  },
  skipToContent: 'Direct naar de inhoud',
};
