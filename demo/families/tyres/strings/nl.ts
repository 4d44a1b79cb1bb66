import type { FamilyStrings } from '../../../shared/strings';
import type { TyresPages } from './types';

/** What the tyre family says in Dutch. */
export const nl: FamilyStrings<TyresPages> = {
  resources: {
    Tyres: {
      Loading: 'Beschikbaarheid wordt geladen…',
      ChooseDay: 'Kies de dag van de montage',
      PreviousMonth: 'Vorige maand',
      NextMonth: 'Volgende maand',
      Unavailable: 'niet beschikbaar',
      ChosenDate: 'Gekozen datum',
      ClearDate: 'Datum wissen',
      Slot: 'Tijdslot',
      ChooseSlot: 'Kies een tijdslot',
      LoadingSlots: 'Tijdsloten worden geladen…',
      NoSlots: 'Er is die dag geen tijdslot meer vrij. Kies een andere dag.',
      Retry: 'Opnieuw proberen',
      DateHint: 'Doorgestreepte dagen zijn volzet of gesloten.',
    },
  },
  pages: {
    appointment: {
      title: 'Afspraak voor bandenmontage',
      intro:
        'Kies een dag en een tijdslot: we monteren en balanceren uw banden in minder dan een uur, binnen de komende drie maanden.',
      name: 'Volledige naam',
      email: 'E-mailadres',
      plate: 'Nummerplaat',
      plateHint: 'Alleen letters en cijfers, bijvoorbeeld 1ABC234.',
      date: 'Datum van de afspraak',
      slot: 'Tijdslot',
      submit: 'Afspraak boeken',
      confirmedTitle: 'Afspraak bevestigd',
      confirmed:
        'Uw afspraak op {{date}} om {{slot}} voor het voertuig {{plate}} is geboekt. U hebt een bevestigingsmail ontvangen.',
      invalid: 'Controleer uw naam, uw e-mailadres, de nummerplaat, de dag en het tijdslot.',
      taken: 'Dit tijdslot is net geboekt. Kies een ander.',
      planningError:
        'De montageplanning is tijdelijk niet beschikbaar. Bel ons op 02 555 01 23 om een afspraak te maken.',
    },
    inscriptions: {
      title: 'Inschrijving winterbanden',
      intro:
        'Vul de maten in die op de flank van uw banden staan: we reserveren het juiste model voor het seizoen.',
      sizeSection: 'Bandenmaat',
      loadSection: 'Belasting- en snelheidsindex',
      vehicleSection: 'Uw voertuig',
      schemaTitle: 'Waar u de maten op de bandenflank leest',
      schemaDescription:
        'Op de flank staat 205/55 R16 91V: breedte 205 mm, hoogte-breedteverhouding 55, radiale constructie R, velg 16 inch, belastingindex 91, snelheidsindex V.',
      width: 'Breedte (mm)',
      ratio: 'Verhouding (hoogte/breedte, %)',
      construction: 'Constructie',
      rim: 'Velgdiameter (inch)',
      load: 'Belastingindex',
      speed: 'Snelheidsindex',
      plate: 'Nummerplaat',
      plateHint: 'Alleen letters en cijfers: streepjes en spaties worden verwijderd.',
      vin: 'Chassisnummer (VIN)',
      submit: 'Inschrijving versturen',
      sent: 'Bedankt! Uw inschrijving is geregistreerd; we nemen vóór het seizoen contact met u op.',
    },
  },
};
