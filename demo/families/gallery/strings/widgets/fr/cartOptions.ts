import type { WidgetText } from '../../types';

/** fr: the basket page's options (delivery country, postal code, shipping methods, coupon; see ../fr.ts). */
export const cartOptions: Record<string, WidgetText> = {
  'city-lookup': {
    summary:
      'Code postal de livraison : dès 4 caractères, la liste des localités correspondantes s’ouvre ; la localité choisie est enregistrée pour le panier.',
    attributes: {
      'data-country-id': {
        description: 'Identifiant du pays de livraison, dont les localités sont proposées.',
        example: '21',
      },
      'data-postal-code': {
        description: 'Code postal déjà enregistré pour le panier, affiché dans le champ.',
        example: '1050',
      },
      'data-city': {
        description: 'Localité déjà enregistrée pour le panier, rappelée sous le champ.',
        example: 'Ixelles',
      },
      'data-numeric': {
        description:
          'Codes postaux faits de chiffres seulement : les téléphones affichent le clavier numérique.',
        example: 'true',
      },
    },
  },
  'coupon-form': {
    summary:
      'Champ du code promo du panier : Entrée ou le bouton l’applique, un code appliqué peut être retiré, et un client connecté choisit parmi ses propres codes.',
    attributes: {
      'data-applied': {
        description:
          'Code promo déjà appliqué au panier, affiché dans le champ pour pouvoir le retirer.',
        example: 'BIENVENUE10',
      },
      'data-customer-id': {
        description: 'Identifiant du client connecté : affiche le bouton « Mes codes promo ».',
        example: '104872',
      },
      'data-list-url': {
        description:
          'Adresse du texte de la fenêtre « Mes codes promo », depuis la langue de la page.',
        example: 'widget/couponcodes/list',
      },
    },
  },
  'shipping-country': {
    summary:
      'Pays de livraison du panier : le choix est enregistré et la page se met à jour une seule fois.',
    attributes: {
      'data-billing-select': {
        description:
          'Identifiant de la liste du pays de facturation, sur les pages qui ont les deux pays : les deux sont alors envoyés ensemble.',
        example: 'billing-country',
      },
    },
  },
  'shipping-methods': {
    summary:
      'Modes de livraison du panier avec leur prix et leur délai : le choix est enregistré, et un point relais ouvre sa recherche.',
    attributes: {
      'data-url': {
        description:
          'Adresse de la liste des modes de livraison, rechargée quand le panier change, depuis la langue de la page.',
        example: 'widget/shippingmethods',
      },
      'data-checkout': {
        description:
          'Page de commande : recharge la liste quand l’adresse ou le pays de livraison change, et signale le mode choisi à GA4.',
        example: 'true',
      },
    },
  },
};
