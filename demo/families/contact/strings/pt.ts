import type { FamilyStrings } from '../../../shared/strings';
import type { ContactPages } from './types';

/** What the contact family says in Portuguese. */
export const pt: FamilyStrings<ContactPages> = {
  resources: {
    /** The form helpers (issue 15): date pickers and searchable selects. */
    Forms: {
      ChooseDate: 'Escolher uma data',
      ChooseDateFor: 'Escolher uma data: {{label}}',
      PreviousMonth: 'Mês anterior',
      NextMonth: 'Mês seguinte',
      Unavailable: 'indisponível',
      OptionsFailed: 'Não foi possível carregar a lista. Tente novamente daqui a pouco.',
      NoOptions: 'Sem resultados',
      OptionCount_one: '{{count}} resultado',
      OptionCount_other: '{{count}} resultados',
      SearchHint: 'Escreva pelo menos {{count}} caracteres e escolha na lista.',
      FilterHint: 'Escreva para filtrar a lista e escolha.',
    },
  },
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
      shop: 'Loja a contactar',
      shopHint: 'Escreva o nome de uma cidade, por exemplo Lisboa.',
      subjectChoose: 'Escolha um assunto',
      shopUnknown: 'Escolha uma loja da lista.',
      dateRange: 'Escolha uma data entre {{first}} e {{last}}.',
      subjectUnknown: 'Escolha um assunto da lista.',
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
