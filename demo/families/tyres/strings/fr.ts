import type { FamilyStrings } from '../../../shared/strings';
import type { TyresPages } from './types';

/** What the tyre family says in French (the reference culture). */
export const fr: FamilyStrings<TyresPages> = {
  resources: {
    Tyres: {
      Loading: 'Chargement des disponibilités…',
      ChooseDay: 'Choisissez le jour du montage',
      PreviousMonth: 'Mois précédent',
      NextMonth: 'Mois suivant',
      Unavailable: 'indisponible',
      ChosenDate: 'Date choisie',
      ClearDate: 'Effacer la date',
      Slot: 'Créneau horaire',
      ChooseSlot: 'Choisissez un créneau',
      LoadingSlots: 'Chargement des créneaux…',
      NoSlots: 'Plus aucun créneau libre ce jour-là. Choisissez un autre jour.',
      Retry: 'Réessayer',
      DateHint: 'Les jours barrés sont complets ou fermés.',
    },
  },
  pages: {
    appointment: {
      title: 'Rendez-vous de montage de pneus',
      intro:
        'Choisissez un jour et un créneau : nous montons et équilibrons vos pneus en moins d’une heure, dans les trois mois qui viennent.',
      name: 'Nom complet',
      email: 'Adresse e-mail',
      plate: 'Plaque d’immatriculation',
      plateHint: 'Lettres et chiffres seulement, par exemple 1ABC234.',
      date: 'Date du rendez-vous',
      slot: 'Créneau horaire',
      submit: 'Réserver le rendez-vous',
      confirmedTitle: 'Rendez-vous confirmé',
      confirmed:
        'Votre rendez-vous du {{date}} à {{slot}} pour le véhicule {{plate}} est réservé. Un e-mail de confirmation vous a été envoyé.',
      invalid: 'Vérifiez votre nom, votre e-mail, la plaque, le jour et le créneau.',
      taken: 'Ce créneau vient d’être réservé. Choisissez-en un autre.',
      planningError:
        'Le planning des montages est momentanément indisponible. Appelez-nous au 02 555 01 23 pour prendre rendez-vous.',
    },
    inscriptions: {
      title: 'Inscription pneus hiver',
      intro:
        'Indiquez les dimensions lues sur le flanc de vos pneus : nous vous réservons le bon modèle pour la saison.',
      sizeSection: 'Dimensions du pneu',
      loadSection: 'Indices de charge et de vitesse',
      vehicleSection: 'Votre véhicule',
      schemaTitle: 'Où lire les dimensions sur le flanc du pneu',
      schemaDescription:
        'Le flanc porte 205/55 R16 91V : largeur 205 mm, série 55, construction radiale R, jante 16 pouces, indice de charge 91, indice de vitesse V.',
      width: 'Largeur (mm)',
      ratio: 'Série (hauteur/largeur, %)',
      construction: 'Construction',
      rim: 'Diamètre de jante (pouces)',
      load: 'Indice de charge',
      speed: 'Indice de vitesse',
      plate: 'Plaque d’immatriculation',
      plateHint: 'Lettres et chiffres seulement : les tirets et espaces sont retirés.',
      vin: 'Numéro de châssis (VIN)',
      submit: 'Envoyer l’inscription',
      sent: 'Merci ! Votre inscription est enregistrée ; nous vous contactons avant la saison.',
    },
  },
};
