import type { FamilyStrings } from '../../../shared/strings';
import type { StaffPages } from './types';

/** What the staff family says in (European) Portuguese. */
export const pt: FamilyStrings<StaffPages> = {
  resources: {
    Sales: {
      CustomerSearchHint:
        'Escreva pelo menos {{count}} caracteres: um nome, um e-mail, um número de cliente.',
      Customers: 'Clientes',
      CustomerCount_one: '{{count}} cliente encontrado',
      CustomerCount_other: '{{count}} clientes encontrados',
      NoCustomerFound: 'Nenhum cliente corresponde à sua pesquisa.',
      CustomerSearchUnavailable:
        'A pesquisa de clientes está temporariamente indisponível. Tente novamente.',
      CustomerSearchForbidden: 'Só os vendedores podem pesquisar e alterar clientes.',
      CustomerNotFound: 'Este cliente já não existe.',
      CustomerNotSaved: 'Os dados do cliente não foram guardados: verifique os campos assinalados.',
      CustomerFieldRequired: 'Este campo é obrigatório.',
      CustomerEmailInvalid: 'Introduza um endereço de e-mail válido.',
      CustomerEmailTaken: 'Este e-mail já pertence a outro cliente.',
      CustomerPhoneInvalid: 'Introduza um número de telefone válido.',
      CustomerDetails: 'Dados do cliente',
      CustomerId: 'Número de cliente',
      CustomerFirstName: 'Nome próprio',
      CustomerLastName: 'Apelido',
      CustomerEmail: 'Endereço de e-mail',
      CustomerPhone: 'Telefone',
      CustomerAccountType: 'Tipo de conta',
      CustomerPrivate: 'Particular',
      CustomerCompany: 'Empresa',
      CustomerCompanyName: 'Nome da empresa',
      CustomerSave: 'Guardar o cliente',
      CustomerSaved: 'Os dados de {{name}} foram guardados.',
      CustomerChosen: 'Os dados de {{name}} estão no formulário abaixo.',
      CustomerChooseFirst: 'Escolha um cliente na pesquisa para alterar os seus dados.',
    },
  },
  pages: {
    editTitle: 'Alterar um cliente',
    editIntro: 'Pesquise um cliente pelo nome, e-mail ou número e altere depois os seus dados.',
    backToAccount: 'Voltar à minha conta',
    forbiddenTitle: 'Acesso reservado aos vendedores',
    forbiddenText:
      'Esta página está reservada aos vendedores da loja. A sua conta não permite alterar clientes.',
  },
};
