import type { FamilyStrings } from '../../../shared/strings';
import type { PromotionsPages } from './types';

/** What the promotions family says in Dutch. */
export const nl: FamilyStrings<PromotionsPages> = {
  resources: {
    Promotions: {
      CountdownLabel: 'Resterende tijd',
      Days: 'dagen',
      Hours: 'uur',
      Minutes: 'minuten',
      Seconds: 'seconden',
      Ends: 'Tot {{date}}',
      CloseBanner: 'Banner sluiten',
      LastDay: 'Nog minder dan een dag tot het einde van de aanbieding.',
      LastHour: 'Nog minder dan een uur tot het einde van de aanbieding.',
      LastTenMinutes: 'Nog minder dan tien minuten tot het einde van de aanbieding.',
      LastMinute: 'Nog minder dan een minuut tot het einde van de aanbieding.',
    },
  },
  pages: {
    promotions: {
      title: 'Promoties',
      intro: 'De aanbiedingen van het moment, slechts een paar dagen geldig.',
      bannerTitle: 'Black Friday',
      bannerText: 'Tot −40 % in de hele winkel.',
      bannerLink: 'Bekijk de aanbiedingen',
      offers: ['Keuken', 'Tuin', 'Kantoor'],
      offerTexts: [
        '−30 % op potten en pannen.',
        'Eén gereedschap gratis bij twee gekochte.',
        'Gratis levering vanaf € 50.',
      ],
      popupTitle: 'Blijf op de hoogte',
      popupText:
        'Schrijf je in voor onze nieuwsbrief en krijg 10 % korting op je volgende bestelling.',
      newsletterEmail: 'Je e-mailadres',
      newsletterSubmit: 'Inschrijven',
    },
    ending: {
      title: 'Flashverkoop',
      intro: 'Deze verkoop eindigt over enkele seconden.',
      bannerTitle: 'Flashverkoop',
      bannerText: '−50 % op een selectie, tot het einde van de aftelling.',
      ended: 'De flashverkoop is afgelopen. Bedankt voor je bezoek!',
      reloadMode: 'Aan het einde wordt de pagina opnieuw geladen.',
      callbackMode:
        'Aan het einde roept de pagina haar eigen functie aan in plaats van opnieuw te laden.',
      callbackDone: 'Einde van de aftelling: de functie van de pagina is aangeroepen.',
      again: 'De flashverkoop opnieuw starten',
    },
  },
};
