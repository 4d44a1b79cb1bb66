import type { FamilyStrings } from '../../../shared/strings';
import type { StaffPages } from './types';

/** What the staff family says in Dutch. */
export const nl: FamilyStrings<StaffPages> = {
  resources: {
    Sales: {
      CustomerSearchHint:
        'Typ minstens {{count}} tekens: een naam, een e-mailadres, een klantnummer.',
      Customers: 'Klanten',
      CustomerCount_one: '{{count}} klant gevonden',
      CustomerCount_other: '{{count}} klanten gevonden',
      NoCustomerFound: 'Geen enkele klant komt overeen met uw zoekopdracht.',
      CustomerSearchUnavailable:
        'Klanten zoeken is tijdelijk niet beschikbaar. Probeer het opnieuw.',
      CustomerSearchForbidden: 'Alleen verkopers kunnen klanten zoeken en wijzigen.',
      CustomerNotFound: 'Deze klant bestaat niet meer.',
      CustomerNotSaved:
        'De gegevens van de klant zijn niet opgeslagen: controleer de aangeduide velden.',
      CustomerFieldRequired: 'Dit veld is verplicht.',
      CustomerEmailInvalid: 'Vul een geldig e-mailadres in.',
      CustomerEmailTaken: 'Dit e-mailadres hoort al bij een andere klant.',
      CustomerPhoneInvalid: 'Vul een geldig telefoonnummer in.',
      CustomerDetails: 'Gegevens van de klant',
      CustomerId: 'Klantnummer',
      CustomerFirstName: 'Voornaam',
      CustomerLastName: 'Achternaam',
      CustomerEmail: 'E-mailadres',
      CustomerPhone: 'Telefoon',
      CustomerAccountType: 'Type account',
      CustomerPrivate: 'Particulier',
      CustomerCompany: 'Professioneel',
      CustomerCompanyName: 'Bedrijfsnaam',
      CustomerSave: 'Klant opslaan',
      CustomerSaved: 'De gegevens van {{name}} zijn opgeslagen.',
      CustomerChosen: 'De gegevens van {{name}} staan in het formulier hieronder.',
      CustomerChooseFirst: 'Kies een klant in de zoekresultaten om de gegevens te wijzigen.',
    },
  },
  pages: {
    editTitle: 'Een klant wijzigen',
    editIntro: 'Zoek een klant op naam, e-mailadres of klantnummer en wijzig daarna de gegevens.',
    backToAccount: 'Terug naar mijn account',
    forbiddenTitle: 'Alleen voor verkopers',
    forbiddenText:
      'Deze pagina is voorbehouden aan de verkopers van de winkel. Met uw account kunt u geen klanten wijzigen.',
  },
};
