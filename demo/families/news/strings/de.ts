import type { FamilyStrings } from '../../../shared/strings';
import type { NewsPages } from './types';

/** What the news family says in German. */
export const de: FamilyStrings<NewsPages> = {
  resources: {
    News: {
      LoadFailed:
        'Die Neuigkeiten konnten nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
      Calendar: 'Nachrichtenkalender',
      PreviousMonth: 'Vorheriger Monat',
      NextMonth: 'Nächster Monat',
      DayPosts_one: '{{date}}, {{count}} Beitrag',
      DayPosts_other: '{{date}}, {{count}} Beiträge',
      MonthPosts_one: '{{month}}: {{count}} Tag mit Beiträgen',
      MonthPosts_other: '{{month}}: {{count}} Tage mit Beiträgen',
      ListPosts_one: '{{title}}: {{count}} Beitrag',
      ListPosts_other: '{{title}}: {{count}} Beiträge',
    },
  },
  pages: {
    title: 'Neuigkeiten',
    intro: 'Neues aus dem Geschäft, Veranstaltungen und Tipps für Ihre Schuhe, Tag für Tag.',
    calendarTitle: 'Kalender',
    categories: { 1: 'Aus dem Geschäft', 2: 'Veranstaltungen', 3: 'Tipps', 4: 'Pflege' },
    posts: {
      'winter-collection': {
        title: 'Die Winterkollektion ist da',
        summary:
          'Gefütterte Stiefeletten, Wanderschuhe und Hausschuhe: Entdecken Sie unsere Neuheiten für die kalte Jahreszeit.',
      },
      'autumn-walk': {
        title: 'Herbstwanderung im Sonienwald',
        summary:
          'Wandern Sie zehn Kilometer mit uns und testen Sie unsere Wandermodelle im Gelände.',
      },
      'leather-care': {
        title: 'Grundlagen der Lederpflege',
        summary:
          'Reinigen, pflegen, schützen: drei einfache Handgriffe, damit Ihre Lederschuhe jahrelang halten.',
      },
      'ghent-store': {
        title: 'Neues Geschäft in Gent',
        summary:
          'Unser fünftes Geschäft öffnet im Herzen von Gent, mit eigener Reparaturwerkstatt.',
      },
      waterproofing: {
        title: 'Schuhe richtig imprägnieren',
        summary:
          'Sprays, Wachse oder Membranen: Was Ihre Füße wirklich vor dem Herbstregen schützt.',
      },
      'repair-workshop': {
        title: 'Reparaturwerkstatt: neue Sohlen für Ihre Lieblingsschuhe',
        summary:
          'Unsere Schuhmacher zeigen, wie ein abgetragenes Paar neu auflebt, nach Anmeldung.',
      },
      'hiking-boots': {
        title: 'Wanderschuhe richtig wählen',
        summary:
          'Hoher oder niedriger Schaft, feste oder weiche Sohle: Die Wahl hängt von Gelände und Strecke ab.',
      },
      'free-returns': {
        title: 'Kostenlose Rücksendung bis 31. Januar verlängert',
        summary:
          'Ihre Einkäufe zum Jahresende können Sie bis Ende Januar kostenlos zurückschicken.',
      },
      'children-sizes': {
        title: 'Die richtige Schuhgröße für Kinder finden',
        summary:
          'Messen Sie den Fuß am Abend und lassen Sie einen Zentimeter Platz: unsere Tipps für kleine Füße.',
      },
      'black-friday': {
        title: 'Eine Woche sanfte Preise zum Black Friday',
        summary: 'Bis zu 30 % Rabatt auf ausgewählte Stiefel und Sneaker, im Geschäft und online.',
      },
      'gift-guide': {
        title: 'Unser Geschenkratgeber zum Jahresende',
        summary: 'Kuschelige Hausschuhe, Pflegesets und Geschenkkarten: Ideen für jedes Budget.',
      },
      'suede-cleaning': {
        title: 'Wildleder reinigen, ohne es zu beschädigen',
        summary: 'Eine Kreppbürste und ein Radierer genügen oft: die Methode Schritt für Schritt.',
      },
      'night-market': {
        title: 'Weihnachtlicher Nachtmarkt vor dem Geschäft',
        summary:
          'Glühwein, Handwerker aus der Region und geöffnet bis 22 Uhr am Freitag, 27. November.',
      },
      'holiday-hours': {
        title: 'Öffnungszeiten über die Feiertage',
        summary:
          'Unsere Geschäfte sind an allen Sonntagen im Dezember geöffnet und schließen am 24. und 31. um 16 Uhr.',
      },
      'drying-boots': {
        title: 'Nasse Stiefel richtig trocknen',
        summary:
          'Zeitungspapier und weit weg von der Heizung: So verhindern Sie, dass das Leder reißt.',
      },
      'trail-meetup': {
        title: 'Trail-Treffen am Sonntagmorgen',
        summary:
          'Eine Strecke von zwölf Kilometern mit unseren Beratern, um die neuen Trailschuhe zu testen.',
      },
      'new-year-sale': {
        title: 'Der Winterschlussverkauf beginnt bald',
        summary:
          'Melden Sie sich zum Newsletter an und kaufen Sie einen Tag früher als alle anderen.',
      },
    },
    body: 'Alle Beiträge der Rubrik „{{category}}“ finden Sie im Nachrichtenkalender; Ihre Fragen beantworten unsere Berater im Geschäft.',
    allPosts: 'Alle Beiträge',
    dayTitle: 'Beiträge vom {{date}}',
    pickDay:
      'Die fett gedruckten Tage im Kalender haben Beiträge: Wählen Sie einen, um die Beiträge dieses Tages zu lesen.',
    noPosts: 'An diesem Tag gibt es keine Beiträge.',
    showAll: 'Alle Beiträge ansehen',
    published: 'Veröffentlicht am {{date}} · {{category}}',
    backToNews: 'Zurück zu den Neuigkeiten',
    pager: 'Seiten der Beiträge',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    pageOf: 'Seite {{page}} von {{pages}}',
    badRequest: 'Ungültige Anfrage: {{field}}.',
  },
};
