import type { FamilyStrings } from '../../../shared/strings';
import type { ContactPages } from './types';

/** What the contact family says in Portuguese. */
export const pt: FamilyStrings<ContactPages> = {
  resources: {},
  pages: {
    contact: {
      title: 'Contacte-nos',
      intro:
        'O nosso apoio ao cliente está disponível de segunda a sexta-feira, das 9h às 18h. ' +
        'Recebe uma resposta em menos de 24 horas.',
      name: 'Nome completo',
      email: 'Endereço de e-mail',
      phone: 'Telefone',
      subject: 'Assunto',
      subjects: [
        'Uma encomenda em curso',
        'Uma devolução ou um reembolso',
        'Aconselhamento sobre um produto',
        'Outro pedido',
      ],
      orderNumber: 'Número da encomenda',
      orderNumberHint: 'Encontra-o no e-mail de confirmação, por exemplo VT-123456.',
      message: 'A sua mensagem',
      preferredDate: 'Data preferida para o contactarmos',
      website: 'Sítio web',
      consent: 'Aceito que os meus dados sejam utilizados para tratar o meu pedido.',
      send: 'Enviar',
      sent: 'Obrigado! A sua mensagem foi enviada. Responder-lhe-emos em menos de 24 horas.',
      newsletterTitle: 'Newsletter',
      newsletterIntro:
        'Novidades, conselhos e ofertas exclusivas para ' + 'subscritores, uma vez por mês.',
      newsletterEmail: 'O seu endereço de e-mail',
      newsletterSubmit: 'Subscrever',
      newsletterDone: 'Obrigado! Enviámos um e-mail de confirmação para {{email}}.',
    },
  },
};
