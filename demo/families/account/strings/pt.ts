import type { FamilyStrings } from '../../../shared/strings';
import type { AccountPages } from './types';

/** What the account family says in Portuguese. */
export const pt: FamilyStrings<AccountPages> = {
  resources: {
    Security: {
      Login: 'Iniciar sessão',
      LoginTitle: 'Aceda à sua conta',
      Email: 'Endereço de e-mail',
      Password: 'Palavra-passe',
      RememberMe: 'Manter sessão iniciada',
      SignIn: 'Entrar',
      SignOut: 'Terminar sessão',
      ForgotPassword: 'Esqueceu-se da palavra-passe?',
      Register: 'Criar conta',
      LoginRequired: 'Inicie sessão para continuar.',
      InvalidCredentials: 'Endereço de e-mail ou palavra-passe incorretos.',
      MyAccount: 'A minha conta',
      ChangePassword: 'Alterar a palavra-passe',
      TwoFactor: 'Verificação em dois passos',
      ScanQrCode: 'Leia este código QR com a sua aplicação de autenticação.',
    },
  },
  pages: {
    register: {
      title: 'Criar conta',
      intro:
        'Com uma conta, pode acompanhar as suas encomendas, devolver um artigo em poucos ' +
        'cliques e guardar os seus endereços.',
      accountType: 'Tipo de conta',
      private: 'Particular',
      company: 'Empresa',
      companyName: 'Nome da empresa',
      vat: 'Número de contribuinte (NIF)',
      firstName: 'Nome próprio',
      lastName: 'Apelido',
      email: 'Endereço de e-mail',
      emailConfirm: 'Confirme o endereço de e-mail',
      phone: 'Telefone fixo',
      mobile: 'Telemóvel',
      phoneOrMobile: 'Indique pelo menos um número de telefone, fixo ou telemóvel.',
      username: 'Nome de utilizador',
      usernameHint:
        'O nome de utilizador tem de ser diferente do seu endereço de e-mail e da sua ' +
        'palavra-passe.',
      usernameTaken: 'Este nome de utilizador já está a ser utilizado.',
      password: 'Palavra-passe',
      passwordConfirm: 'Confirme a palavra-passe',
      birthDate: 'Data de nascimento',
      dateHint: 'Formato: {{format}}',
      householdSize: 'Número de pessoas no agregado familiar (de 1 a 12)',
      postalCode: 'Código postal',
      postalCodeHint: '4 ou 5 algarismos',
      website: 'Sítio web',
      newsletter: 'Pretendo receber a newsletter.',
      terms: 'Aceito as condições gerais de venda.',
      submit: 'Criar a minha conta',
      done: 'Boas-vindas, {{name}}! A sua conta foi criada.',
    },
    login: {
      noAccount: 'Ainda não tem conta?',
      title: 'Iniciar sessão',
      intro: 'Inicie sessão para acompanhar as suas encomendas e gerir as suas devoluções.',
      demoAccount: 'Conta de demonstração: {{email}} / palavra-passe {{password}}',
      failed: 'Endereço de e-mail ou palavra-passe incorretos.',
    },
    forgotPassword: {
      title: 'Palavra-passe esquecida',
      intro:
        'Indique o endereço de e-mail da sua conta: enviar-lhe-emos uma ligação para escolher uma nova palavra-passe.',
      submit: 'Enviar a ligação',
      done: 'Se existir uma conta para {{email}}, receberá dentro de alguns minutos um e-mail com uma ligação.',
      back: 'Voltar ao início de sessão',
    },
    account: {
      title: 'A minha conta',
      welcome: 'Sessão iniciada como {{email}}.',
      intro: 'Aqui encontra as suas encomendas, devoluções e endereços de entrega.',
      signedOut: 'Terminou a sessão. Até breve!',
    },
  },
};
