import type { FamilyStrings } from '../../../shared/strings';
import type { NewsPages } from './types';

/** What the news family says in French (the reference culture). */
export const fr: FamilyStrings<NewsPages> = {
  resources: {
    News: {
      LoadFailed: 'Les actualités n’ont pas pu être chargées. Réessayez dans un instant.',
      Calendar: 'Calendrier des actualités',
      PreviousMonth: 'Mois précédent',
      NextMonth: 'Mois suivant',
      DayPosts_one: '{{date}}, {{count}} article',
      DayPosts_other: '{{date}}, {{count}} articles',
      MonthPosts_one: '{{month}} : {{count}} jour avec des articles',
      MonthPosts_other: '{{month}} : {{count}} jours avec des articles',
      ListPosts_one: '{{title}} : {{count}} article',
      ListPosts_other: '{{title}} : {{count}} articles',
    },
  },
  pages: {
    title: 'Actualités',
    intro:
      'Nouveautés de la boutique, événements et conseils pour vos chaussures, jour après jour.',
    calendarTitle: 'Calendrier',
    categories: { 1: 'Vie de la boutique', 2: 'Événements', 3: 'Conseils', 4: 'Entretien' },
    posts: {
      'winter-collection': {
        title: 'La collection d’hiver est arrivée',
        summary:
          'Bottines fourrées, chaussures de randonnée et pantoufles : découvrez nos nouveautés pour la saison froide.',
      },
      'autumn-walk': {
        title: 'Balade d’automne en forêt de Soignes',
        summary:
          'Rejoignez-nous pour une marche de dix kilomètres et testez nos modèles de randonnée sur le terrain.',
      },
      'leather-care': {
        title: 'Les bases de l’entretien du cuir',
        summary:
          'Nettoyer, nourrir, protéger : trois gestes simples pour que vos chaussures en cuir durent des années.',
      },
      'ghent-store': {
        title: 'Un nouveau magasin ouvre à Gand',
        summary:
          'Notre cinquième boutique ouvre ses portes au cœur de Gand, avec un atelier de réparation.',
      },
      waterproofing: {
        title: 'Bien imperméabiliser ses chaussures',
        summary:
          'Sprays, cires ou membranes : ce qui protège vraiment vos pieds de la pluie d’automne.',
      },
      'repair-workshop': {
        title: 'Atelier réparation : ressemelez vos chaussures préférées',
        summary:
          'Nos cordonniers vous montrent comment redonner vie à une paire usée, sur inscription.',
      },
      'hiking-boots': {
        title: 'Choisir ses chaussures de randonnée',
        summary:
          'Tige haute ou basse, semelle rigide ou souple : le bon choix dépend du terrain et de la distance.',
      },
      'free-returns': {
        title: 'Retours gratuits prolongés jusqu’au 31 janvier',
        summary:
          'Vos achats de fin d’année peuvent être retournés gratuitement jusqu’à la fin janvier.',
      },
      'children-sizes': {
        title: 'Trouver la bonne pointure pour les enfants',
        summary:
          'Mesurez le pied le soir et laissez un centimètre de marge : nos conseils pour les petits pieds.',
      },
      'black-friday': {
        title: 'Une semaine de prix doux pour le Black Friday',
        summary:
          'Jusqu’à 30 % de réduction sur une sélection de bottes et de baskets, en magasin et en ligne.',
      },
      'gift-guide': {
        title: 'Notre guide des cadeaux de fin d’année',
        summary:
          'Chaussons douillets, kits d’entretien et cartes cadeaux : des idées pour tous les budgets.',
      },
      'suede-cleaning': {
        title: 'Nettoyer le daim sans l’abîmer',
        summary: 'Une brosse en crêpe et une gomme suffisent souvent : la méthode pas à pas.',
      },
      'night-market': {
        title: 'Marché nocturne de Noël devant la boutique',
        summary: 'Vin chaud, artisans locaux et ouverture jusqu’à 22 h le vendredi 27 novembre.',
      },
      'holiday-hours': {
        title: 'Horaires d’ouverture pendant les fêtes',
        summary:
          'Nos magasins sont ouverts tous les dimanches de décembre et ferment à 16 h les 24 et 31.',
      },
      'drying-boots': {
        title: 'Faire sécher des bottes mouillées',
        summary: 'Du papier journal, loin du radiateur : comment éviter que le cuir ne craque.',
      },
      'trail-meetup': {
        title: 'Rencontre trail du dimanche matin',
        summary:
          'Un parcours de douze kilomètres avec nos conseillers pour essayer les nouveaux modèles de trail.',
      },
      'new-year-sale': {
        title: 'Les soldes d’hiver commencent bientôt',
        summary:
          'Inscrivez-vous à la newsletter pour accéder aux soldes un jour avant tout le monde.',
      },
    },
    body: 'Retrouvez tous les articles de la rubrique « {{category}} » dans le calendrier des actualités, et posez vos questions à nos conseillers en magasin.',
    allPosts: 'Tous les articles',
    dayTitle: 'Articles du {{date}}',
    pickDay:
      'Les jours en gras du calendrier ont des articles : choisissez-en un pour lire ceux du jour.',
    noPosts: 'Aucun article ce jour-là.',
    showAll: 'Voir tous les articles',
    published: 'Publié le {{date}} · {{category}}',
    backToNews: 'Retour aux actualités',
    pager: 'Pages des articles',
    previous: 'Page précédente',
    next: 'Page suivante',
    pageOf: 'Page {{page}} sur {{pages}}',
    badRequest: 'Requête invalide : {{field}}.',
  },
};
