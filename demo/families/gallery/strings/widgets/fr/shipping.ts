import type { WidgetText } from '../../types';

/** fr: the cart's shipping widgets, and each of their attributes (see ../fr.ts). */
export const shipping: Record<string, WidgetText> = {
  'pickup-point': {
    summary:
      'Bouton qui ouvre la recherche des points de retrait d’un mode de livraison : liste avec distances et horaires, carte, puis choix du point, enregistré sur le panier.',
    attributes: {
      'data-shipping-method-id': {
        description: 'Le numéro du mode de livraison en point de retrait.',
        example: '213',
      },
      'data-carrier-gateway-id': {
        description: 'Le numéro du transporteur transmis à la page de recherche.',
        example: '7',
      },
      'data-carrier': {
        description:
          'Le transporteur qui cherche les points (relaypost, parcelbox, ou static pour vos propres magasins).',
        example: 'relaypost',
      },
      'data-country-id': {
        description: 'Le numéro du pays de livraison.',
        example: '21',
      },
      'data-country-code': {
        description: 'Le code du pays de livraison, en deux lettres majuscules.',
        example: 'BE',
      },
      'data-post-code': {
        description:
          'Le code postal où commence la première recherche ; vide, le client l’indique lui-même.',
        example: '1000',
      },
      'data-city': {
        description: 'La ville où commence la première recherche.',
        example: 'Bruxelles',
      },
      'data-address': {
        description: 'L’adresse où commence la première recherche.',
        example: 'Rue Neuve 12',
      },
      'data-first-name': {
        description: 'Le prénom de facturation, repris comme prénom de livraison.',
        example: 'Marie',
      },
      'data-last-name': {
        description: 'Le nom de facturation, repris comme nom de livraison.',
        example: 'Dubois',
      },
      'data-chosen': {
        description: 'Le point déjà choisi (son nom et son adresse), affiché à côté du bouton.',
        example: '{"name": "Tabac Presse du Centre", "address": "Rue Neuve 12, 1000 Bruxelles"}',
      },
      'data-search-url': {
        description:
          'Une autre adresse de la page de recherche ; les paramètres de la recherche y sont ajoutés.',
        example: '/fr/shippings/pickuppoint/search',
      },
    },
  },
};
