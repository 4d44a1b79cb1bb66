import type { WidgetText } from '../../types';

/** The popups and banners (issue 15) in the editors’ manual, in French. */
export const promotions: Record<string, WidgetText> = {
  banner: {
    summary:
      'Bandeau promotionnel en haut de la page, affiché tout de suite, avec un compte à rebours et un bouton pour le fermer. Une fois fermé, il ne revient plus.',
    attributes: {
      'data-id': {
        description:
          'L’identifiant de la promotion : celui que le navigateur retient quand le client la ferme.',
        example: 'black-friday-2026',
      },
      'data-title': {
        description: 'Le titre du bandeau, qui le nomme aussi pour les lecteurs d’écran.',
        example: 'Black Friday',
      },
      'data-end-datetime': {
        description:
          'La fin de la promotion, date et heure ISO avec le fuseau : plus affichée après, avec un compte à rebours jusque-là.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'L’écriture de la date de fin avec DD, MM, YYYY, HH et mm ; par défaut, jour, mois et année dans l’ordre de la langue.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Nom d’une fonction JavaScript de la page, appelée à la fin du compte à rebours au lieu de recharger la page.',
        example: 'shop.onPromotionEnd',
      },
    },
  },
  popup: {
    summary:
      'Fenêtre promotionnelle : le contenu du <template> du bloc s’ouvre dans une fenêtre 3 secondes après le chargement, jamais par-dessus une autre fenêtre ni avant le choix des cookies, jamais pendant la commande. Une fois fermée, elle ne revient plus.',
    attributes: {
      'data-id': {
        description:
          'L’identifiant de la promotion : celui que le navigateur retient quand le client la ferme.',
        example: 'black-friday-2026',
      },
      'data-title': {
        description: 'Le titre de la fenêtre.',
        example: 'Restons en contact',
      },
      'data-end-datetime': {
        description:
          'La fin de la promotion, date et heure ISO avec le fuseau : plus affichée après, avec un compte à rebours jusque-là.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'L’écriture de la date de fin avec DD, MM, YYYY, HH et mm ; par défaut, jour, mois et année dans l’ordre de la langue.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Nom d’une fonction JavaScript de la page, appelée à la fin du compte à rebours au lieu de recharger la page.',
        example: 'shop.onPromotionEnd',
      },
    },
  },
};
