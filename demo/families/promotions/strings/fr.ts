import type { FamilyStrings } from '../../../shared/strings';
import type { PromotionsPages } from './types';

/** What the promotions family says in French (the reference culture). */
export const fr: FamilyStrings<PromotionsPages> = {
  resources: {
    Promotions: {
      CountdownLabel: 'Temps restant',
      Days: 'jours',
      Hours: 'heures',
      Minutes: 'minutes',
      Seconds: 'secondes',
      Ends: 'Jusqu’au {{date}}',
      CloseBanner: 'Fermer le bandeau',
      LastDay: 'Moins d’un jour avant la fin de l’offre.',
      LastHour: 'Moins d’une heure avant la fin de l’offre.',
      LastTenMinutes: 'Moins de dix minutes avant la fin de l’offre.',
      LastMinute: 'Moins d’une minute avant la fin de l’offre.',
    },
  },
  pages: {
    promotions: {
      title: 'Promotions',
      intro: 'Les offres du moment, pour quelques jours seulement.',
      bannerTitle: 'Black Friday',
      bannerText: 'Jusqu’à −40 % sur toute la boutique.',
      bannerLink: 'Voir les offres',
      offers: ['Cuisine', 'Jardin', 'Bureau'],
      offerTexts: [
        '−30 % sur les casseroles et les poêles.',
        'Un outil offert pour deux achetés.',
        'Livraison gratuite dès 50 € d’achat.',
      ],
      popupTitle: 'Restons en contact',
      popupText:
        'Inscrivez-vous à notre lettre d’information et recevez 10 % sur votre prochaine commande.',
      newsletterEmail: 'Votre adresse e-mail',
      newsletterSubmit: 'S’inscrire',
    },
    ending: {
      title: 'Vente flash',
      intro: 'Cette vente se termine dans quelques secondes.',
      bannerTitle: 'Vente flash',
      bannerText: '−50 % sur une sélection, jusqu’à la fin du compte à rebours.',
      ended: 'La vente flash est terminée. Merci de votre visite !',
      reloadMode: 'À la fin, la page se recharge.',
      callbackMode: 'À la fin, la page appelle sa propre fonction au lieu de se recharger.',
      callbackDone: 'Fin du compte à rebours : la fonction de la page a été appelée.',
      again: 'Recommencer la vente flash',
    },
  },
};
