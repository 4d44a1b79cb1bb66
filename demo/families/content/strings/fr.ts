import type { FamilyStrings } from '../../../shared/strings';
import type { ContentPages } from './types';

/**
 * What the content family says in French (the reference culture: every other one has exactly the
 * same keys).
 */
export const fr: FamilyStrings<ContentPages> = {
  resources: {},
  pages: {
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
            'Nous travaillons en direct avec une vingtaine de marques européennes, choisies ' +
            'pour la qualité de leurs matériaux et la durabilité de leurs produits. Chaque ' +
            'nouveauté est testée par notre équipe avant d’entrer au catalogue.',
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
    promotions: {
      slides: [
        {
          heading: 'Soldes d’hiver : jusqu’à -30 %',
          text: 'Sur une sélection de chaussures, vêtements et accessoires.',
          cta: 'Voir les offres',
        },
        {
          heading: 'Nouvelle collection de sacs',
          text: 'Sacs à dos, cabas et valises pour tous les trajets.',
          cta: 'Découvrir les sacs',
        },
        {
          heading: 'L’heure des belles montres',
          text: 'Chronographes et montres classiques de nos marques européennes.',
          cta: 'Voir les montres',
        },
      ],
      sale: {
        heading: 'Les soldes se terminent bientôt',
        text: 'Profitez des prix réduits avant la fin du compte à rebours.',
      },
      brands: 'Nos marques',
    },
    notFound: {
      title: 'Page introuvable',
      body:
        'La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse ou ' +
        'revenez à l’accueil.',
    },
    about: {
      title: 'À propos de Vitrine',
      intro:
        'Qui nous sommes, d’où viennent nos produits et comment nous prenons soin de vos ' +
        'commandes, de l’entrepôt jusqu’à votre porte.',
      tocLabel: 'Sur cette page',
      sections: [
        {
          id: 'story',
          heading: 'Notre histoire',
          paragraphs: [
            'Vitrine est née d’une idée simple : réunir en un seul endroit des produits bien ' +
              'faits, venus de marques européennes que nous connaissons personnellement. Nous ' +
              'voulions une boutique claire, où l’on trouve facilement ce que l’on cherche et ' +
              'où le prix affiché est le prix payé.',
            'Au départ, notre catalogue se limitait à quelques paires de chaussures et à une ' +
              'poignée de sacs en cuir. Au fil des saisons, nos clients nous ont demandé ' +
              'davantage, et nous avons ajouté les vêtements, les montres, la maison et la ' +
              'cuisine, puis le jardin, le sport, les pneus et les jouets.',
            'Aujourd’hui, une équipe d’une quarantaine de personnes choisit les produits, ' +
              'prépare les colis et répond à vos questions. Nous restons une entreprise à ' +
              'taille humaine, et chaque décision est prise en pensant d’abord à la personne ' +
              'qui ouvrira le colis.',
          ],
        },
        {
          id: 'sourcing',
          heading: 'Nos marques et nos produits',
          paragraphs: [
            'Nous travaillons en direct avec une vingtaine de marques européennes, sans ' +
              'intermédiaire. Cela nous permet de connaître l’origine des matériaux, les ' +
              'conditions de fabrication et de vous proposer des prix justes.',
            'Avant d’entrer au catalogue, chaque nouveauté est testée par notre équipe : nous ' +
              'portons les chaussures, nous lavons les vêtements, nous utilisons les ustensiles ' +
              'de cuisine et les outils de jardin. Un produit qui ne tient pas ses promesses ' +
              'n’est pas référencé.',
            'Nous privilégions les articles durables et réparables. Pour de nombreux ' +
              'produits, les pièces détachées restent disponibles plusieurs années après ' +
              'l’achat, et notre service client vous aide à les commander.',
          ],
        },
        {
          id: 'delivery',
          heading: 'Livraison',
          paragraphs: [
            'La livraison est gratuite dès 50 € d’achat dans la plupart des pays de l’Union ' +
              'européenne. En dessous de ce montant, les frais de port sont indiqués dans votre ' +
              'panier avant le paiement.',
            'Les commandes passées avant 15 h un jour ouvré partent le jour même ; les autres ' +
              'partent sous 24 heures ouvrées. Vous recevez un e-mail avec le numéro de suivi ' +
              'dès que votre colis quitte notre entrepôt.',
            'Les pneus et les articles volumineux, comme le mobilier de jardin, sont livrés ' +
              'par un transporteur spécialisé qui vous contacte pour convenir d’un rendez-vous. ' +
              'Le délai habituel est de trois à cinq jours ouvrés.',
          ],
        },
        {
          id: 'returns',
          heading: 'Retours et remboursements',
          paragraphs: [
            'Vous disposez de 30 jours à compter de la réception de votre commande pour nous ' +
              'retourner un article, sans avoir à vous justifier. Le retour est gratuit : ' +
              'imprimez l’étiquette depuis votre espace client et déposez le colis dans un ' +
              'point relais.',
            'Les articles doivent être renvoyés dans leur état d’origine, avec leurs ' +
              'étiquettes et, si possible, dans leur emballage. Les pneus montés et les ' +
              'produits d’hygiène ouverts ne peuvent pas être repris.',
            'Dès que nous recevons votre retour, nous le vérifions et vous remboursons dans ' +
              'les 5 jours, avec le moyen de paiement utilisé lors de la commande. Vous êtes ' +
              'informé par e-mail à chaque étape.',
          ],
        },
        {
          id: 'stores',
          heading: 'Nos points de retrait',
          paragraphs: [
            'Vitrine est avant tout une boutique en ligne, mais vous pouvez retirer ' +
              'gratuitement votre commande dans l’un de nos points de retrait partenaires. Le ' +
              'point le plus proche vous est proposé au moment de choisir le mode de livraison.',
            'Votre colis y est conservé pendant 14 jours. Munissez-vous d’une pièce ' +
              'd’identité et du code de retrait reçu par e-mail ou par SMS.',
            'Ces mêmes points de retrait acceptent vos retours. Vous pouvez ainsi déposer un ' +
              'article à renvoyer au moment où vous venez chercher une nouvelle commande.',
          ],
        },
        {
          id: 'careers',
          heading: 'Nous rejoindre',
          paragraphs: [
            'Nous recrutons régulièrement pour notre entrepôt, notre service client et notre ' +
              'équipe produit. Nous recherchons des personnes curieuses, rigoureuses et ' +
              'attentives aux détails.',
            'Chez Vitrine, chacun passe quelques jours dans chaque service à son arrivée, ' +
              'pour comprendre le parcours complet d’une commande. Nous proposons des horaires ' +
              'réguliers, des formations et une réduction sur l’ensemble du catalogue.',
            'Aucune offre ne correspond à votre profil ? Envoyez-nous une candidature ' +
              'spontanée via le formulaire de contact : nous lisons chaque message et vous ' +
              'répondons dans les meilleurs délais.',
          ],
        },
      ],
      modalLink: 'Voir les conditions de livraison',
      confirmLink: 'Vider le panier',
      noCacheLink: 'Afficher l’heure du serveur',
      noAjaxLink: 'Recharger la page entière',
      scriptsHeading: 'Liens pratiques',
      scriptsIntro:
        'Ces liens ouvrent les conditions de livraison, vident votre panier après confirmation ' +
        'ou rechargent la page.',
      backToTop: 'Retour en haut de page',
    },
    delivery: {
      title: 'Conditions de livraison',
      paragraphs: [
        'La livraison est gratuite dès 50 € d’achat. En dessous de ce montant, les frais de ' +
          'port sont calculés selon le poids du colis et le pays de livraison, et affichés dans ' +
          'votre panier avant le paiement.',
        'Les commandes passées avant 15 h un jour ouvré sont expédiées le jour même, les ' +
          'autres sous 24 heures ouvrées. Le délai de livraison est ensuite de deux à quatre ' +
          'jours ouvrés selon votre pays.',
        'Les pneus et les articles volumineux sont livrés sur rendez-vous par un transporteur ' +
          'spécialisé. En cas d’absence, votre colis est déposé dans le point de retrait le ' +
          'plus proche et conservé pendant 14 jours.',
      ],
    },
    clock: {
      title: 'Heure du serveur',
      serverTime: 'Page générée par le serveur à {{time}}.',
    },
  },
};
