import type { FamilyStrings } from '../../../shared/strings';
import type { HelpPages } from './types';

/** What the help family says in Portuguese. */
export const pt: FamilyStrings<HelpPages> = {
  resources: {},
  pages: {
    faq: {
      title: 'Perguntas frequentes',
      intro: 'As respostas às perguntas que os nossos clientes nos fazem com mais frequência.',
      more: 'Não encontra a sua resposta?',
      contact: 'Contacte-nos',
      questions: [
        {
          question: 'Quanto tempo demora a entrega?',
          answer:
            'Dois a quatro dias úteis na Bélgica, em França e nos Países Baixos; três a seis dias úteis no resto da Europa.',
        },
        {
          question: 'Quanto custa o envio?',
          answer:
            'O envio é gratuito a partir de 50 €. Abaixo disso, custa 4,95 € ao domicílio e 2,95 € num ponto de recolha.',
        },
        {
          question: 'Posso devolver um artigo?',
          answer:
            'Sim, nos 30 dias seguintes à entrega, na embalagem original. Peça a devolução na sua conta, em Encomendas.',
        },
        {
          question: 'Quando sou reembolsado?',
          answer:
            'Nos cinco dias úteis seguintes à receção da devolução, no meio de pagamento da encomenda.',
        },
        {
          question: 'Que meios de pagamento aceitam?',
          answer:
            'Cartões Visa, Mastercard e American Express, Bancontact, iDEAL e transferência bancária.',
        },
        {
          question: 'Posso alterar a minha encomenda?',
          answer:
            'Enquanto não estiver preparada, pode mudar a morada de entrega na sua conta. Para o resto, contacte-nos.',
        },
        {
          question: 'Um artigo esgotou: voltará a estar disponível?',
          answer:
            'Quase sempre, sim. Na página do produto, peça um aviso por e-mail quando voltar a haver stock.',
        },
        {
          question: 'Preciso de uma conta para encomendar?',
          answer:
            'Não, pode encomendar sem conta. Com uma conta acompanha as suas encomendas e guarda as suas moradas.',
        },
        {
          question: 'Posso levantar a encomenda na loja?',
          answer:
            'Sim, escolha o levantamento na loja ao escolher a entrega: é gratuito e fica pronto em duas horas.',
        },
      ],
    },
  },
};
