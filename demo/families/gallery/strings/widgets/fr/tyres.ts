import type { WidgetText } from '../../types';

/** fr: the tyre-fitting widgets, and each of their attributes (see ../fr.ts). */
export const tyres: Record<string, WidgetText> = {
  'tyre-calendar': {
    summary:
      'Calendrier de rendez-vous de montage de pneus, dans le formulaire : le client choisit un jour libre (au clavier ou à la souris), puis un créneau horaire ; les jours complets sont barrés.',
    attributes: {
      'data-months-limit': {
        description:
          'Le nombre de mois que le calendrier peut afficher, à partir du mois en cours.',
        example: '6',
      },
      'data-date-name': {
        description: 'Le nom du champ qui envoie le jour choisi (aaaa-mm-jj).',
        example: 'Date',
      },
      'data-slot-name': {
        description: 'Le nom du champ qui envoie le créneau choisi.',
        example: 'Slot',
      },
    },
  },
  'tyre-inscriptions': {
    summary:
      'Formulaire d’inscription pneus : sections repliables, plaques limitées aux lettres et chiffres, et schéma du flanc dont les traits se dessinent à l’écran.',
    attributes: {
      'data-small-below': {
        description: 'La largeur (px) sous laquelle les traits du schéma sont masqués.',
        example: '576',
      },
    },
  },
};
