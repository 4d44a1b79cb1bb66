import type { PageContent } from './types';

/** French texts of the demo CMS pages. */
export const fr: PageContent = {
  siteName: 'Vitrine',
  tagline: 'De belles marques, des prix clairs',
  nav: {
    home: 'Accueil',
    catalog: 'Catalogue',
    brands: 'Marques',
    contact: 'Contact',
    account: 'Mon compte',
    gallery: 'Galerie des widgets',
    basket: 'Panier',
    wishlist: 'Liste d’envies',
    search: 'Rechercher',
  },
  languageLabel: 'Langue',
  home: {
    title: 'Bienvenue chez Vitrine',
    lead:
      'Des produits choisis avec soin auprès de marques européennes, des prix affichés TVA ' +
      'comprise et une livraison rapide, où que vous soyez.',
    sections: [
      {
        heading: 'Livraison et retours offerts',
        body:
          'La livraison est gratuite dès 50 € d’achat et votre colis part sous 24 heures ' +
          'ouvrées. Vous avez 30 jours pour changer d’avis : le retour est gratuit et le ' +
          'remboursement intervient dans les 5 jours suivant sa réception.',
      },
      {
        heading: 'Nos marques',
        body:
          'Nous travaillons en direct avec une vingtaine de marques européennes, choisies pour ' +
          'la qualité de leurs matériaux et la durabilité de leurs produits. Chaque nouveauté ' +
          'est testée par notre équipe avant d’entrer au catalogue.',
      },
      {
        heading: 'Un service client à votre écoute',
        body:
          'Notre équipe vous répond du lundi au vendredi, de 9 h à 18 h, par téléphone, par ' +
          'e-mail ou par chat. Une question sur une taille, le suivi d’une commande ou un ' +
          'retour ? Vous recevez une réponse en moins de 24 heures.',
      },
    ],
    ctaCatalog: 'Découvrir le catalogue',
    ctaBrands: 'Voir nos marques',
  },
  footer: {
    cookiePreferences: 'Préférences cookies',
    legal: 'Mentions légales',
    privacy: 'Politique de confidentialité',
    contact: 'Nous contacter',
    copyright: '© Vitrine. Tous droits réservés.',
  },
  gallery: {
    title: 'Galerie des widgets',
    intro:
      'Tous les widgets de Vitrine, chacun présenté avec ses attributs et un exemple en ' +
      'fonctionnement sur cette page.',
    attribute: 'Attribut',
    type: 'Type',
    default: 'Valeur par défaut',
    required: 'Obligatoire',
    example: 'Exemple',
    yes: 'Oui',
    no: 'Non',
    none: 'aucune',
  },
  notFound: {
    title: 'Page introuvable',
    body:
      'La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse ou ' +
      'revenez à l’accueil.',
  },
  skipToContent: 'Aller au contenu principal',
};
