import type { FamilyStrings } from '../../../shared/strings';
import type { PromotionsPages } from './types';

/** What the promotions family says in German. */
export const de: FamilyStrings<PromotionsPages> = {
  resources: {
    Promotions: {
      CountdownLabel: 'Verbleibende Zeit',
      Days: 'Tage',
      Hours: 'Stunden',
      Minutes: 'Minuten',
      Seconds: 'Sekunden',
      Ends: 'Bis {{date}}',
      CloseBanner: 'Banner schließen',
      LastDay: 'Weniger als ein Tag bis zum Ende des Angebots.',
      LastHour: 'Weniger als eine Stunde bis zum Ende des Angebots.',
      LastTenMinutes: 'Weniger als zehn Minuten bis zum Ende des Angebots.',
      LastMinute: 'Weniger als eine Minute bis zum Ende des Angebots.',
    },
  },
  pages: {
    promotions: {
      title: 'Aktionen',
      intro: 'Die aktuellen Angebote, nur für wenige Tage.',
      bannerTitle: 'Black Friday',
      bannerText: 'Bis zu −40 % im ganzen Shop.',
      bannerLink: 'Zu den Angeboten',
      offers: ['Küche', 'Garten', 'Büro'],
      offerTexts: [
        '−30 % auf Töpfe und Pfannen.',
        'Ein Werkzeug gratis beim Kauf von zwei.',
        'Kostenloser Versand ab 50 €.',
      ],
      popupTitle: 'Bleiben wir in Kontakt',
      popupText:
        'Abonnieren Sie unseren Newsletter und erhalten Sie 10 % auf Ihre nächste Bestellung.',
      newsletterEmail: 'Ihre E-Mail-Adresse',
      newsletterSubmit: 'Abonnieren',
    },
    ending: {
      title: 'Blitzverkauf',
      intro: 'Dieser Verkauf endet in wenigen Sekunden.',
      bannerTitle: 'Blitzverkauf',
      bannerText: '−50 % auf eine Auswahl, bis der Countdown abläuft.',
      ended: 'Der Blitzverkauf ist beendet. Danke für Ihren Besuch!',
      reloadMode: 'Am Ende wird die Seite neu geladen.',
      callbackMode: 'Am Ende ruft die Seite ihre eigene Funktion auf, statt neu zu laden.',
      callbackDone: 'Ende des Countdowns: Die Funktion der Seite wurde aufgerufen.',
      again: 'Den Blitzverkauf neu starten',
    },
  },
};
