import type { FamilyStrings } from '../../../shared/strings';
import type { ContentPages } from './types';

/** What the content family says in German. */
export const de: FamilyStrings<ContentPages> = {
  resources: {},
  pages: {
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
            'eines Werktags verschickt. Sie haben 30 Tage Zeit, es sich anders zu überlegen: ' +
            'Die Rücksendung ist kostenlos, und Sie erhalten Ihr Geld innerhalb von 5 Tagen ' +
            'nach Eingang zurück.',
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
            'Unser Team ist von Montag bis Freitag von 9 bis 18 Uhr telefonisch, per E-Mail ' +
            'oder im Chat für Sie erreichbar. Fragen zur Größe, zum Bestellstatus oder zu einer ' +
            'Rücksendung? Sie erhalten innerhalb von 24 Stunden eine Antwort.',
        },
      ],
      ctaCatalog: 'Sortiment entdecken',
      ctaBrands: 'Unsere Marken ansehen',
    },
    promotions: {
      slides: [
        {
          heading: 'Winterschlussverkauf: bis zu -30 %',
          text: 'Auf ausgewählte Schuhe, Bekleidung und Accessoires.',
          cta: 'Zu den Angeboten',
        },
        {
          heading: 'Neue Taschenkollektion',
          text: 'Rucksäcke, Shopper und Koffer für jede Reise.',
          cta: 'Taschen entdecken',
        },
        {
          heading: 'Zeit für eine schöne Uhr',
          text: 'Chronographen und klassische Uhren unserer europäischen Marken.',
          cta: 'Uhren ansehen',
        },
      ],
      sale: {
        heading: 'Der Sale endet bald',
        text: 'Sichern Sie sich die reduzierten Preise, bevor der Countdown abläuft.',
      },
      brands: 'Unsere Marken',
    },
    notFound: {
      title: 'Seite nicht gefunden',
      body:
        'Die gesuchte Seite existiert nicht oder wurde verschoben. Bitte prüfen Sie die Adresse ' +
        'oder kehren Sie zur Startseite zurück.',
    },
    about: {
      title: 'Über Vitrine',
      intro:
        'Wer wir sind, woher unsere Produkte kommen und wie wir uns um Ihre Bestellung kümmern ' +
        '– vom Lager bis zu Ihrer Haustür.',
      tocLabel: 'Auf dieser Seite',
      sections: [
        {
          id: 'story',
          heading: 'Unsere Geschichte',
          paragraphs: [
            'Vitrine entstand aus einer einfachen Idee: gut gemachte Produkte europäischer ' +
              'Marken, die wir persönlich kennen, an einem Ort zu vereinen. Wir wollten einen ' +
              'übersichtlichen Shop, in dem man schnell findet, was man sucht, und in dem der ' +
              'angezeigte Preis auch der Endpreis ist.',
            'Am Anfang bestand unser Sortiment aus ein paar Paar Schuhen und einer Handvoll ' +
              'Ledertaschen. Mit jeder Saison wünschten sich unsere Kundinnen und Kunden mehr, ' +
              'und so kamen Bekleidung, Uhren, Haushalt und Küche hinzu, später Garten, Sport, ' +
              'Reifen und Spielwaren.',
            'Heute wählt ein Team von rund vierzig Menschen die Produkte aus, packt die ' +
              'Pakete und beantwortet Ihre Fragen. Wir sind ein überschaubares Unternehmen ' +
              'geblieben, und jede Entscheidung treffen wir zuerst mit Blick auf die Person, ' +
              'die das Paket öffnet.',
          ],
        },
        {
          id: 'sourcing',
          heading: 'Unsere Marken und Produkte',
          paragraphs: [
            'Wir arbeiten direkt und ohne Zwischenhändler mit rund zwanzig europäischen ' +
              'Marken zusammen. So kennen wir die Herkunft der Materialien und die ' +
              'Herstellungsbedingungen und können Ihnen faire Preise anbieten.',
            'Bevor ein neuer Artikel ins Sortiment aufgenommen wird, testet ihn unser Team: ' +
              'Wir tragen die Schuhe, waschen die Kleidung und benutzen die Küchenhelfer und ' +
              'Gartengeräte. Ein Produkt, das nicht hält, was es verspricht, nehmen wir nicht ' +
              'auf.',
            'Wir bevorzugen langlebige und reparierbare Artikel. Für viele Produkte sind ' +
              'Ersatzteile noch Jahre nach dem Kauf erhältlich, und unser Kundenservice hilft ' +
              'Ihnen gern bei der Bestellung.',
          ],
        },
        {
          id: 'delivery',
          heading: 'Lieferung',
          paragraphs: [
            'Ab einem Bestellwert von 50 € liefern wir in die meisten Länder der Europäischen ' +
              'Union versandkostenfrei. Darunter werden die Versandkosten vor der Zahlung in ' +
              'Ihrem Warenkorb angezeigt.',
            'Bestellungen, die an einem Werktag vor 15 Uhr eingehen, verlassen unser Lager ' +
              'noch am selben Tag; alle anderen innerhalb von 24 Stunden an Werktagen. Sobald ' +
              'Ihr Paket unterwegs ist, erhalten Sie eine E-Mail mit der Sendungsnummer.',
            'Reifen und sperrige Artikel wie Gartenmöbel liefert eine Spedition, die sich zur ' +
              'Terminvereinbarung bei Ihnen meldet. Die Lieferzeit beträgt in der Regel drei ' +
              'bis fünf Werktage.',
          ],
        },
        {
          id: 'returns',
          heading: 'Rücksendung und Erstattung',
          paragraphs: [
            'Sie können Artikel innerhalb von 30 Tagen nach Erhalt Ihrer Bestellung ohne ' +
              'Angabe von Gründen zurückschicken. Die Rücksendung ist kostenlos: Drucken Sie ' +
              'das Etikett in Ihrem Kundenkonto aus und geben Sie das Paket an einer ' +
              'Annahmestelle ab.',
            'Bitte senden Sie die Artikel im Originalzustand, mit Etiketten und nach ' +
              'Möglichkeit in der Originalverpackung zurück. Bereits montierte Reifen und ' +
              'geöffnete Hygieneartikel sind vom Umtausch ausgeschlossen.',
            'Sobald Ihre Rücksendung bei uns eingetroffen ist, prüfen wir sie und erstatten ' +
              'den Betrag innerhalb von 5 Tagen über die bei der Bestellung gewählte ' +
              'Zahlungsart. Über jeden Schritt informieren wir Sie per E-Mail.',
          ],
        },
        {
          id: 'stores',
          heading: 'Unsere Abholstellen',
          paragraphs: [
            'Vitrine ist in erster Linie ein Onlineshop, doch Sie können Ihre Bestellung ' +
              'kostenlos an einer unserer Partner-Abholstellen abholen. Die nächstgelegene ' +
              'Abholstelle wird Ihnen bei der Wahl der Versandart vorgeschlagen.',
            'Ihr Paket wird dort 14 Tage lang für Sie aufbewahrt. Bitte bringen Sie einen ' +
              'Lichtbildausweis und den Abholcode mit, den Sie per E-Mail oder SMS erhalten ' +
              'haben.',
            'An denselben Abholstellen können Sie auch Rücksendungen abgeben. So bringen Sie ' +
              'einen Artikel zurück, wenn Sie ohnehin eine neue Bestellung abholen.',
          ],
        },
        {
          id: 'careers',
          heading: 'Karriere bei Vitrine',
          paragraphs: [
            'Wir suchen regelmäßig Verstärkung für unser Lager, unseren Kundenservice und ' +
              'unser Produktteam. Wir freuen uns über neugierige, sorgfältige Menschen mit ' +
              'einem Blick fürs Detail.',
            'Bei Vitrine verbringen alle Neuen ihre ersten Tage in jeder Abteilung, um den ' +
              'gesamten Weg einer Bestellung kennenzulernen. Wir bieten geregelte ' +
              'Arbeitszeiten, Weiterbildungen und einen Rabatt auf das gesamte Sortiment.',
            'Keine passende Stelle dabei? Schicken Sie uns Ihre Initiativbewerbung über das ' +
              'Kontaktformular: Wir lesen jede Nachricht und melden uns so schnell wie möglich ' +
              'bei Ihnen.',
          ],
        },
      ],
      modalLink: 'Lieferbedingungen anzeigen',
      confirmLink: 'Warenkorb leeren',
      noCacheLink: 'Serverzeit anzeigen',
      noAjaxLink: 'Seite vollständig neu laden',
      scriptsHeading: 'Praktische Links',
      scriptsIntro:
        'Diese Links öffnen die Lieferbedingungen, leeren Ihren Warenkorb nach einer ' +
        'Bestätigung oder laden die Seite neu.',
      backToTop: 'Zurück nach oben',
    },
    delivery: {
      title: 'Lieferbedingungen',
      paragraphs: [
        'Ab einem Bestellwert von 50 € ist die Lieferung kostenlos. Darunter richten sich die ' +
          'Versandkosten nach dem Gewicht des Pakets und dem Lieferland; sie werden vor der ' +
          'Zahlung in Ihrem Warenkorb angezeigt.',
        'Bestellungen, die an einem Werktag vor 15 Uhr eingehen, versenden wir noch am selben ' +
          'Tag, alle anderen innerhalb von 24 Stunden an Werktagen. Die Zustellung dauert ' +
          'anschließend je nach Land zwei bis vier Werktage.',
        'Reifen und sperrige Artikel liefert eine Spedition nach vorheriger ' +
          'Terminvereinbarung. Wenn Sie nicht zu Hause sind, wird Ihr Paket an der ' +
          'nächstgelegenen Abholstelle hinterlegt und dort 14 Tage aufbewahrt.',
      ],
    },
    clock: {
      title: 'Serverzeit',
      serverTime: 'Diese Seite wurde um {{time}} vom Server erstellt.',
    },
  },
};
