import type { FamilyStrings } from '../../../shared/strings';
import { security } from './security';
import type { AccountPages } from './types';

/**
 * What the account family says in French (the reference culture: every other one has exactly the
 * same keys).
 */
export const fr: FamilyStrings<AccountPages> = {
  resources: {
    Security: {
      ...security.fr,
      Login: 'Connexion',
      LoginTitle: 'Connectez-vous à votre compte',
      Email: 'Adresse e-mail',
      Password: 'Mot de passe',
      RememberMe: 'Se souvenir de moi',
      SignIn: 'Se connecter',
      SignOut: 'Se déconnecter',
      ForgotPassword: 'Mot de passe oublié ?',
      Register: 'Créer un compte',
      LoginRequired: 'Veuillez vous connecter pour continuer.',
      InvalidCredentials: 'Adresse e-mail ou mot de passe incorrect.',
      MyAccount: 'Mon compte',
      ChangePassword: 'Modifier mon mot de passe',
      TwoFactor: 'Validation en deux étapes',
      ScanQrCode: 'Scannez ce QR code avec votre application d’authentification.',
    },
  },
  pages: {
    register: {
      title: 'Créer un compte',
      intro:
        'Avec un compte, vous suivez vos commandes, retournez un article en quelques clics et ' +
        'enregistrez vos adresses.',
      accountType: 'Type de compte',
      private: 'Particulier',
      company: 'Professionnel',
      companyName: 'Raison sociale',
      vat: 'Numéro de TVA intracommunautaire',
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Adresse e-mail',
      emailConfirm: 'Confirmez l’adresse e-mail',
      phone: 'Téléphone fixe',
      mobile: 'Téléphone mobile',
      phoneOrMobile: 'Indiquez au moins un numéro de téléphone, fixe ou mobile.',
      username: 'Nom d’utilisateur',
      usernameHint:
        'Le nom d’utilisateur doit être différent de votre adresse e-mail et de votre mot de ' +
        'passe.',
      usernameTaken: 'Ce nom d’utilisateur est déjà pris.',
      password: 'Mot de passe',
      passwordConfirm: 'Confirmez le mot de passe',
      birthDate: 'Date de naissance',
      dateHint: 'Format : {{format}}',
      householdSize: 'Nombre de personnes dans le foyer (1 à 12)',
      postalCode: 'Code postal',
      postalCodeHint: '4 ou 5 chiffres',
      website: 'Site web',
      newsletter: 'Je souhaite recevoir la lettre d’information.',
      terms: 'J’accepte les conditions générales de vente.',
      submit: 'Créer mon compte',
      done: 'Bienvenue, {{name}} ! Votre compte a bien été créé.',
    },
    login: {
      noAccount: 'Pas encore de compte ?',
      title: 'Connexion',
      intro: 'Connectez-vous pour suivre vos commandes et gérer vos retours.',
      demoAccount: 'Compte de démonstration : {{email}} / mot de passe {{password}}',
      failed: 'Adresse e-mail ou mot de passe incorrect.',
      salesUser: '(vendeur)',
      editorUser: '(éditrice)',
    },
    forgotPassword: {
      title: 'Mot de passe oublié',
      intro:
        'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      submit: 'Envoyer le lien',
      done: 'Si un compte existe pour {{email}}, vous recevrez dans quelques minutes un e-mail avec un lien.',
      back: 'Retour à la connexion',
    },
    account: {
      title: 'Mon compte',
      welcome: 'Vous êtes connecté en tant que {{email}}.',
      intro: 'Suivez vos commandes, gérez vos comptes prépayés, votre sécurité et vos rendez-vous.',
      signedOut: 'Vous êtes déconnecté. À bientôt !',
      greeting: 'Bonjour {{name}} !',
      yourSpace: 'Votre espace client',
      cards: {
        orders: {
          title: 'Mes commandes',
          text: 'Suivre, commander à nouveau, demander un remboursement.',
        },
        prepaid: {
          title: 'Comptes prépayés',
          text: 'Vos soldes, vos mouvements et les notifications.',
        },
        buyPrepaid: {
          title: 'Acheter du crédit prépayé',
          text: 'Recharger un compte ou offrir une carte cadeau.',
        },
        twoFactor: {
          title: 'Sécurité : validation en deux étapes',
          text: 'Protéger votre compte avec une application d’authentification.',
        },
        changePassword: {
          title: 'Modifier mon mot de passe',
          text: 'Choisir un nouveau mot de passe.',
        },
        tyres: {
          title: 'Rendez-vous montage de pneus',
          text: 'Choisir un jour et une heure au garage.',
        },
        editCustomer: {
          title: 'Modifier un client',
          text: 'Rechercher un client et modifier ses coordonnées.',
        },
      },
      latestOrders: 'Vos dernières commandes',
      allOrders: 'Toutes mes commandes',
      noOrders: 'Vous n’avez pas encore passé de commande.',
      orderDate: 'Date',
      orderTotal: 'Total',
      staffArea: 'Espace vendeur',
    },
  },
};
