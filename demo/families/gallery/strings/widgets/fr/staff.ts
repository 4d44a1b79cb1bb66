import type { WidgetText } from '../../types';

/** fr: the sales user's widgets (issue 13), and each of their attributes (see ../fr.ts). */
export const staff: Record<string, WidgetText> = {
  'customer-search': {
    summary:
      'La recherche de clients du vendeur : dès 2 caractères tapés, les clients dont le nom, l’adresse e-mail ou le numéro correspondent (sans tenir compte des accents ni des majuscules) sont proposés dans une liste que l’on parcourt au clavier ; le client choisi remplit le formulaire de ses coordonnées, enregistré en un clic. Réservée aux vendeurs : un client reçoit un refus.',
    attributes: {},
  },
};
