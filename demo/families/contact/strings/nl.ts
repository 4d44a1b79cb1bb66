import type { FamilyStrings } from '../../../shared/strings';
import type { ContactPages } from './types';

/** What the contact family says in Dutch. */
export const nl: FamilyStrings<ContactPages> = {
  resources: {
    /** The form helpers (issue 15): date pickers and searchable selects. */
    Forms: {
      ChooseDate: 'Kies een datum',
      ChooseDateFor: 'Kies een datum: {{label}}',
      PreviousMonth: 'Vorige maand',
      NextMonth: 'Volgende maand',
      Unavailable: 'niet beschikbaar',
      OptionsFailed: 'De lijst kon niet worden geladen. Probeer het zo opnieuw.',
      NoOptions: 'Geen resultaten',
      OptionCount_one: '{{count}} resultaat',
      OptionCount_other: '{{count}} resultaten',
      SearchHint: 'Typ minstens {{count}} tekens en kies dan uit de lijst.',
      FilterHint: 'Typ om de lijst te filteren en kies dan.',
    },
  },
  pages: {
    contact: {
      title: 'Contact',
      intro:
        'Onze klantenservice staat van maandag tot en met vrijdag van 9.00 tot 18.00 uur voor u ' +
        'klaar. U ontvangt binnen 24 uur een antwoord.',
      name: 'Volledige naam',
      email: 'E-mailadres',
      phone: 'Telefoonnummer',
      subject: 'Onderwerp',
      subjects: [
        'Een bestaande bestelling',
        'Retourneren of terugbetaling',
        'Advies over een product',
        'Overige vragen',
      ],
      orderNumber: 'Bestelnummer',
      orderNumberHint: 'U vindt het in uw orderbevestiging, bijvoorbeeld VT-123456.',
      message: 'Uw bericht',
      shop: 'Winkel om te contacteren',
      shopHint: 'Typ de naam van een stad, bijvoorbeeld Gent.',
      subjectChoose: 'Kies een onderwerp',
      shopUnknown: 'Kies een winkel uit de lijst.',
      dateRange: 'Kies een datum tussen {{first}} en {{last}}.',
      subjectUnknown: 'Kies een onderwerp uit de lijst.',
      preferredDate: 'Gewenste datum voor terugbellen',
      website: 'Website',
      consent: 'Ik ga ermee akkoord dat mijn gegevens worden gebruikt om mijn vraag te behandelen.',
      send: 'Versturen',
      sent: 'Bedankt! Uw bericht is verstuurd. We antwoorden u binnen 24 uur.',
      newsletterTitle: 'Nieuwsbrief',
      newsletterIntro:
        'Eén keer per maand nieuwe producten, tips en ' + 'aanbiedingen speciaal voor abonnees.',
      newsletterEmail: 'Uw e-mailadres',
      newsletterSubmit: 'Aanmelden',
      newsletterDone: 'Bedankt! We hebben een bevestigingsmail gestuurd naar {{email}}.',
    },
  },
};
