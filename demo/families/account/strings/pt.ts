import type { FamilyStrings } from '../../../shared/strings';
import { security } from './security';
import type { AccountPages } from './types';

/** What the account family says in Portuguese. */
export const pt: FamilyStrings<AccountPages> = {
  resources: {
    Security: {
      ...security.pt,
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
      salesUser: '(vendedor)',
      editorUser: '(editora)',
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
      intro:
        'Acompanhe as suas encomendas e gira as suas contas pré-pagas, a sua segurança e as suas marcações.',
      signedOut: 'Terminou a sessão. Até breve!',
      greeting: 'Olá, {{name}}!',
      yourSpace: 'A sua área de cliente',
      cards: {
        orders: {
          title: 'As minhas encomendas',
          text: 'Acompanhar, encomendar de novo, pedir um reembolso.',
        },
        prepaid: {
          title: 'Contas pré-pagas',
          text: 'Os seus saldos, os movimentos e as notificações.',
        },
        buyPrepaid: {
          title: 'Comprar saldo pré-pago',
          text: 'Carregar uma conta ou oferecer um cartão-presente.',
        },
        twoFactor: {
          title: 'Segurança: verificação em dois passos',
          text: 'Proteja a sua conta com uma aplicação de autenticação.',
        },
        changePassword: {
          title: 'Alterar a minha palavra-passe',
          text: 'Escolher uma nova palavra-passe.',
        },
        tyres: {
          title: 'Marcação de montagem de pneus',
          text: 'Escolher um dia e uma hora na oficina.',
        },
        editCustomer: {
          title: 'Alterar um cliente',
          text: 'Pesquisar um cliente e alterar os seus dados.',
        },
      },
      latestOrders: 'As suas últimas encomendas',
      allOrders: 'Todas as minhas encomendas',
      noOrders: 'Ainda não fez nenhuma encomenda.',
      orderDate: 'Data',
      orderTotal: 'Total',
      staffArea: 'Área de vendedores',
    },
  },
};
