import type { FamilyStrings } from '../../../shared/strings';
import type { TyresPages } from './types';

/** What the tyre family says in German. */
export const de: FamilyStrings<TyresPages> = {
  resources: {
    Tyres: {
      Loading: 'Verfügbarkeit wird geladen…',
      ChooseDay: 'Wählen Sie den Tag der Montage',
      PreviousMonth: 'Vorheriger Monat',
      NextMonth: 'Nächster Monat',
      Unavailable: 'nicht verfügbar',
      ChosenDate: 'Gewähltes Datum',
      ClearDate: 'Datum löschen',
      Slot: 'Uhrzeit',
      ChooseSlot: 'Wählen Sie eine Uhrzeit',
      LoadingSlots: 'Uhrzeiten werden geladen…',
      NoSlots: 'An diesem Tag ist keine Uhrzeit mehr frei. Wählen Sie einen anderen Tag.',
      Retry: 'Erneut versuchen',
      DateHint: 'Durchgestrichene Tage sind ausgebucht oder geschlossen.',
    },
  },
  pages: {
    appointment: {
      title: 'Termin für die Reifenmontage',
      intro:
        'Wählen Sie einen Tag und eine Uhrzeit: Wir montieren und wuchten Ihre Reifen in weniger als einer Stunde, in den nächsten drei Monaten.',
      name: 'Vollständiger Name',
      email: 'E-Mail-Adresse',
      plate: 'Kennzeichen',
      plateHint: 'Nur Buchstaben und Ziffern, zum Beispiel BAB1234.',
      date: 'Datum des Termins',
      slot: 'Uhrzeit',
      submit: 'Termin buchen',
      confirmedTitle: 'Termin bestätigt',
      confirmed:
        'Ihr Termin am {{date}} um {{slot}} für das Fahrzeug {{plate}} ist gebucht. Sie haben eine Bestätigung per E-Mail erhalten.',
      invalid:
        'Prüfen Sie Ihren Namen, Ihre E-Mail-Adresse, das Kennzeichen, den Tag und die Uhrzeit.',
      taken: 'Diese Uhrzeit wurde gerade gebucht. Wählen Sie eine andere.',
      planningError:
        'Der Montageplan ist vorübergehend nicht verfügbar. Rufen Sie uns unter 02 555 01 23 an, um einen Termin zu vereinbaren.',
    },
    inscriptions: {
      title: 'Anmeldung Winterreifen',
      intro:
        'Geben Sie die Maße an, die auf der Flanke Ihrer Reifen stehen: Wir reservieren Ihnen das richtige Modell für die Saison.',
      sizeSection: 'Reifengröße',
      loadSection: 'Last- und Geschwindigkeitsindex',
      vehicleSection: 'Ihr Fahrzeug',
      schemaTitle: 'Wo Sie die Maße auf der Reifenflanke finden',
      schemaDescription:
        'Auf der Flanke steht 205/55 R16 91V: Breite 205 mm, Querschnitt 55, Radialbauweise R, Felge 16 Zoll, Lastindex 91, Geschwindigkeitsindex V.',
      width: 'Breite (mm)',
      ratio: 'Querschnitt (Höhe/Breite, %)',
      construction: 'Bauart',
      rim: 'Felgendurchmesser (Zoll)',
      load: 'Lastindex',
      speed: 'Geschwindigkeitsindex',
      plate: 'Kennzeichen',
      plateHint: 'Nur Buchstaben und Ziffern: Bindestriche und Leerzeichen werden entfernt.',
      vin: 'Fahrgestellnummer (VIN)',
      submit: 'Anmeldung senden',
      sent: 'Danke! Ihre Anmeldung ist gespeichert; wir melden uns vor der Saison bei Ihnen.',
    },
  },
};
