import type { FamilyStrings } from '../../../shared/strings';
import type { TyresPages } from './types';

/** What the tyre family says in Italian. */
export const it: FamilyStrings<TyresPages> = {
  resources: {
    Tyres: {
      Loading: 'Caricamento delle disponibilità…',
      ChooseDay: 'Scegli il giorno del montaggio',
      PreviousMonth: 'Mese precedente',
      NextMonth: 'Mese successivo',
      Unavailable: 'non disponibile',
      ChosenDate: 'Data scelta',
      ClearDate: 'Cancella la data',
      Slot: 'Fascia oraria',
      ChooseSlot: 'Scegli una fascia',
      LoadingSlots: 'Caricamento delle fasce orarie…',
      NoSlots: 'Non resta alcuna fascia libera quel giorno. Scegli un altro giorno.',
      Retry: 'Riprova',
      DateHint: 'I giorni barrati sono al completo o chiusi.',
    },
  },
  pages: {
    appointment: {
      title: 'Appuntamento per il montaggio pneumatici',
      intro:
        'Scegli un giorno e una fascia oraria: montiamo ed equilibriamo i tuoi pneumatici in meno di un’ora, nei prossimi tre mesi.',
      name: 'Nome e cognome',
      email: 'Indirizzo e-mail',
      plate: 'Targa',
      plateHint: 'Solo lettere e cifre, per esempio AB123CD.',
      date: 'Data dell’appuntamento',
      slot: 'Fascia oraria',
      submit: 'Prenota l’appuntamento',
      confirmedTitle: 'Appuntamento confermato',
      confirmed:
        'Il tuo appuntamento del {{date}} alle {{slot}} per il veicolo {{plate}} è prenotato. Ti abbiamo inviato un’e-mail di conferma.',
      invalid: 'Controlla nome, e-mail, targa, giorno e fascia oraria.',
      taken: 'Questa fascia è appena stata prenotata. Scegline un’altra.',
      planningError:
        'Il calendario dei montaggi è momentaneamente non disponibile. Chiamaci allo 02 555 01 23 per prendere appuntamento.',
    },
    inscriptions: {
      title: 'Iscrizione pneumatici invernali',
      intro:
        'Indica le misure riportate sul fianco dei tuoi pneumatici: ti riserviamo il modello giusto per la stagione.',
      sizeSection: 'Misure del pneumatico',
      loadSection: 'Indici di carico e di velocità',
      vehicleSection: 'Il tuo veicolo',
      schemaTitle: 'Dove leggere le misure sul fianco del pneumatico',
      schemaDescription:
        'Sul fianco è scritto 205/55 R16 91V: larghezza 205 mm, serie 55, struttura radiale R, cerchio da 16 pollici, indice di carico 91, indice di velocità V.',
      width: 'Larghezza (mm)',
      ratio: 'Serie (altezza/larghezza, %)',
      construction: 'Struttura',
      rim: 'Diametro del cerchio (pollici)',
      load: 'Indice di carico',
      speed: 'Indice di velocità',
      plate: 'Targa',
      plateHint: 'Solo lettere e cifre: trattini e spazi vengono tolti.',
      vin: 'Numero di telaio (VIN)',
      submit: 'Invia l’iscrizione',
      sent: 'Grazie! La tua iscrizione è registrata; ti contatteremo prima della stagione.',
    },
  },
};
