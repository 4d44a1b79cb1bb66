import type { PageContent } from './types';

/** German texts of the demo CMS pages. */
export const de: PageContent = {
  siteName: 'Vitrine',
  tagline: 'Schöne Marken, klare Preise',
  nav: {
    home: 'Startseite',
    catalog: 'Sortiment',
    brands: 'Marken',
    contact: 'Kontakt',
    account: 'Mein Konto',
    gallery: 'Widget-Galerie',
    basket: 'Warenkorb',
    wishlist: 'Wunschliste',
    search: 'Suchen',
  },
  languageLabel: 'Sprache',
  home: {
    title: 'Willkommen bei Vitrine',
    lead:
      'Sorgfältig ausgewählte Produkte europäischer Marken, Preise inklusive MwSt. und ' +
      'schnelle Lieferung, wo immer Sie sind.',
    sections: [
      {
        heading: 'Kostenloser Versand und Rückversand',
        body:
          'Ab 50 € Bestellwert liefern wir versandkostenfrei, und Ihr Paket wird innerhalb ' +
          'eines Werktags verschickt. Sie haben 30 Tage Zeit, es sich anders zu ' +
          'überlegen: Die Rücksendung ist kostenlos, und Sie erhalten Ihr Geld innerhalb von 5 ' +
          'Tagen nach Eingang zurück.',
      },
      {
        heading: 'Unsere Marken',
        body:
          'Wir arbeiten direkt mit rund zwanzig europäischen Marken zusammen, die wir wegen ' +
          'ihrer hochwertigen Materialien und langlebigen Produkte ausgewählt haben. Jede ' +
          'Neuheit wird von unserem Team getestet, bevor sie ins Sortiment kommt.',
      },
      {
        heading: 'Ein Kundenservice, der für Sie da ist',
        body:
          'Unser Team ist von Montag bis Freitag von 9 bis 18 Uhr telefonisch, per E-Mail oder ' +
          'im Chat für Sie erreichbar. Fragen zur Größe, zum Bestellstatus oder zu einer ' +
          'Rücksendung? Sie erhalten innerhalb von 24 Stunden eine Antwort.',
      },
    ],
    ctaCatalog: 'Sortiment entdecken',
    ctaBrands: 'Unsere Marken ansehen',
  },
  footer: {
    cookiePreferences: 'Cookie-Einstellungen',
    legal: 'Impressum',
    privacy: 'Datenschutzerklärung',
    contact: 'Kontakt aufnehmen',
    copyright: '© Vitrine. Alle Rechte vorbehalten.',
  },
  gallery: {
    title: 'Widget-Galerie',
    intro:
      'Alle Widgets von Vitrine, jeweils mit ihren Attributen und einem funktionierenden ' +
      'Beispiel auf dieser Seite.',
    attribute: 'Attribut',
    type: 'Typ',
    default: 'Standardwert',
    required: 'Erforderlich',
    example: 'Beispiel',
    yes: 'Ja',
    no: 'Nein',
    none: 'keiner',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    body:
      'Die gesuchte Seite existiert nicht oder wurde verschoben. Bitte prüfen Sie die Adresse ' +
      'oder kehren Sie zur Startseite zurück.',
  },
  skipToContent: 'Zum Hauptinhalt springen',
};
