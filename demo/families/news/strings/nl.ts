import type { FamilyStrings } from '../../../shared/strings';
import type { NewsPages } from './types';

/** What the news family says in Dutch. */
export const nl: FamilyStrings<NewsPages> = {
  resources: {
    News: {
      LoadFailed: 'Het nieuws kon niet worden geladen. Probeer het zo meteen opnieuw.',
      Calendar: 'Nieuwskalender',
      PreviousMonth: 'Vorige maand',
      NextMonth: 'Volgende maand',
      DayPosts_one: '{{date}}, {{count}} bericht',
      DayPosts_other: '{{date}}, {{count}} berichten',
      MonthPosts_one: '{{month}}: {{count}} dag met berichten',
      MonthPosts_other: '{{month}}: {{count}} dagen met berichten',
      ListPosts_one: '{{title}}: {{count}} bericht',
      ListPosts_other: '{{title}}: {{count}} berichten',
    },
  },
  pages: {
    title: 'Nieuws',
    intro: 'Nieuws uit de winkel, evenementen en tips voor je schoenen, dag na dag.',
    calendarTitle: 'Kalender',
    categories: { 1: 'Uit de winkel', 2: 'Evenementen', 3: 'Tips', 4: 'Onderhoud' },
    posts: {
      'winter-collection': {
        title: 'De wintercollectie is binnen',
        summary:
          'Gevoerde enkellaarzen, wandelschoenen en pantoffels: ontdek onze nieuwigheden voor het koude seizoen.',
      },
      'autumn-walk': {
        title: 'Herfstwandeling in het Zoniënwoud',
        summary: 'Wandel tien kilometer met ons mee en test onze wandelmodellen op het terrein.',
      },
      'leather-care': {
        title: 'De basis van lederonderhoud',
        summary:
          'Reinigen, voeden, beschermen: drie eenvoudige handelingen waardoor je lederen schoenen jaren meegaan.',
      },
      'ghent-store': {
        title: 'Nieuwe winkel in Gent',
        summary: 'Onze vijfde winkel opent in het hart van Gent, met een eigen herstelatelier.',
      },
      waterproofing: {
        title: 'Je schoenen goed waterdicht maken',
        summary: 'Sprays, was of membranen: wat je voeten echt beschermt tegen de herfstregen.',
      },
      'repair-workshop': {
        title: 'Herstelatelier: geef je lievelingsschoenen nieuwe zolen',
        summary:
          'Onze schoenmakers tonen hoe je een versleten paar nieuw leven geeft, na inschrijving.',
      },
      'hiking-boots': {
        title: 'Wandelschoenen kiezen',
        summary:
          'Hoge of lage schacht, stugge of soepele zool: de juiste keuze hangt af van terrein en afstand.',
      },
      'free-returns': {
        title: 'Gratis retour verlengd tot 31 januari',
        summary: 'Je eindejaarsaankopen kun je tot eind januari gratis terugsturen.',
      },
      'children-sizes': {
        title: 'De juiste maat voor kinderen vinden',
        summary:
          'Meet de voet ’s avonds en laat een centimeter speling: onze tips voor kleine voeten.',
      },
      'black-friday': {
        title: 'Een week zachte prijzen voor Black Friday',
        summary: 'Tot 30 % korting op een selectie laarzen en sneakers, in de winkel en online.',
      },
      'gift-guide': {
        title: 'Onze cadeaugids voor de feestdagen',
        summary: 'Warme pantoffels, onderhoudssets en cadeaubonnen: ideeën voor elk budget.',
      },
      'suede-cleaning': {
        title: 'Suède reinigen zonder het te beschadigen',
        summary: 'Een crêpeborstel en een gum volstaan vaak: de methode stap voor stap.',
      },
      'night-market': {
        title: 'Kerstavondmarkt voor de winkel',
        summary: 'Glühwein, lokale makers en open tot 22 uur op vrijdag 27 november.',
      },
      'holiday-hours': {
        title: 'Openingsuren tijdens de feestdagen',
        summary:
          'Onze winkels zijn alle zondagen van december open en sluiten om 16 uur op 24 en 31 december.',
      },
      'drying-boots': {
        title: 'Natte laarzen laten drogen',
        summary: 'Krantenpapier, ver van de radiator: zo voorkom je dat het leer barst.',
      },
      'trail-meetup': {
        title: 'Trailontmoeting op zondagochtend',
        summary:
          'Een parcours van twaalf kilometer met onze adviseurs om de nieuwe trailschoenen te testen.',
      },
      'new-year-sale': {
        title: 'De winterkoopjes beginnen binnenkort',
        summary: 'Schrijf je in op de nieuwsbrief en shop de koopjes een dag vóór iedereen.',
      },
    },
    body: 'Vind alle berichten uit de rubriek ‘{{category}}’ in de nieuwskalender en stel je vragen aan onze adviseurs in de winkel.',
    allPosts: 'Alle berichten',
    dayTitle: 'Berichten van {{date}}',
    pickDay:
      'De vetgedrukte dagen in de kalender hebben berichten: kies er een om de berichten van die dag te lezen.',
    noPosts: 'Geen berichten op die dag.',
    showAll: 'Alle berichten bekijken',
    published: 'Gepubliceerd op {{date}} · {{category}}',
    backToNews: 'Terug naar het nieuws',
    pager: 'Pagina’s met berichten',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    pageOf: 'Pagina {{page}} van {{pages}}',
    badRequest: 'Ongeldige aanvraag: {{field}}.',
  },
};
