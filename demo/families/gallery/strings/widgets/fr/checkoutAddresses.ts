import type { WidgetText } from '../../types';

/** fr: le passage en caisse : les adresses et la vérification de la TVA (see ../fr.ts). */
export const checkoutAddresses: Record<string, WidgetText> = {
  'address-picker': {
    summary:
      'Section des adresses du passage en caisse : choisir l’adresse de facturation et de livraison, le type de compte, ou saisir son adresse sans compte ; chaque choix est enregistré aussitôt et les frais de livraison suivent. Les liens « Ajouter » et « Modifier » ouvrent le formulaire d’adresse dans une fenêtre.',
    attributes: {
      'data-postal-codes': {
        description:
          'Règle du code postal par pays (code ISO → motif, en JSON), appliquée au champ quand le pays change.',
        example: '{"BE":"\\\\d{4}","NL":"\\\\d{4} ?[A-Za-z]{2}"}',
      },
      'data-section-url': {
        description:
          'Adresse du contenu de la section, rechargé après l’enregistrement d’une adresse.',
        example: '/fr/checkout/addresses',
      },
    },
  },
  'vat-check': {
    summary:
      'Numéro de TVA vérifié dès qu’il change (s’il n’est pas vide) ; la réponse valide, non valide ou service indisponible s’affiche à côté du champ et la page se recharge quand la validité change.',
    attributes: {
      'data-customer-id': {
        description:
          'Identifiant du client connecté, envoyé avec la vérification (vide pour un invité).',
        example: '104872',
      },
      'data-state': {
        description:
          'Dernière réponse connue : true (valide), false (non valide), null (service indisponible) ou unchecked.',
        example: 'unchecked',
      },
    },
  },
};
