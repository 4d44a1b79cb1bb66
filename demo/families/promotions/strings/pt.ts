import type { FamilyStrings } from '../../../shared/strings';
import type { PromotionsPages } from './types';

/** What the promotions family says in Portuguese. */
export const pt: FamilyStrings<PromotionsPages> = {
  resources: {
    Promotions: {
      CountdownLabel: 'Tempo restante',
      Days: 'dias',
      Hours: 'horas',
      Minutes: 'minutos',
      Seconds: 'segundos',
      Ends: 'Até {{date}}',
      CloseBanner: 'Fechar o banner',
      LastDay: 'Falta menos de um dia para o fim da oferta.',
      LastHour: 'Falta menos de uma hora para o fim da oferta.',
      LastTenMinutes: 'Faltam menos de dez minutos para o fim da oferta.',
      LastMinute: 'Falta menos de um minuto para o fim da oferta.',
    },
  },
  pages: {
    promotions: {
      title: 'Promoções',
      intro: 'As ofertas do momento, só durante alguns dias.',
      bannerTitle: 'Black Friday',
      bannerText: 'Até −40 % em toda a loja.',
      bannerLink: 'Ver as ofertas',
      offers: ['Cozinha', 'Jardim', 'Escritório'],
      offerTexts: [
        '−30 % em tachos e frigideiras.',
        'Uma ferramenta oferecida na compra de duas.',
        'Entrega gratuita a partir de 50 €.',
      ],
      popupTitle: 'Vamos manter o contacto',
      popupText: 'Subscreva a nossa newsletter e receba 10 % na sua próxima encomenda.',
      newsletterEmail: 'O seu endereço de e-mail',
      newsletterSubmit: 'Subscrever',
    },
    ending: {
      title: 'Venda relâmpago',
      intro: 'Esta venda termina dentro de alguns segundos.',
      bannerTitle: 'Venda relâmpago',
      bannerText: '−50 % numa seleção, até ao fim da contagem decrescente.',
      ended: 'A venda relâmpago terminou. Obrigado pela visita!',
      reloadMode: 'No fim, a página volta a carregar.',
      callbackMode: 'No fim, a página chama a sua própria função em vez de voltar a carregar.',
      callbackDone: 'Fim da contagem decrescente: a função da página foi chamada.',
      again: 'Recomeçar a venda relâmpago',
    },
  },
};
