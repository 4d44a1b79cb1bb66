import type { FamilyStrings } from '../../../shared/strings';
import type { NewsPages } from './types';

/** What the news family says in Portuguese (Portugal). */
export const pt: FamilyStrings<NewsPages> = {
  resources: {
    News: {
      LoadFailed: 'Não foi possível carregar as notícias. Tente novamente dentro de momentos.',
      Calendar: 'Calendário de notícias',
      PreviousMonth: 'Mês anterior',
      NextMonth: 'Mês seguinte',
      DayPosts_one: '{{date}}, {{count}} artigo',
      DayPosts_other: '{{date}}, {{count}} artigos',
      MonthPosts_one: '{{month}}: {{count}} dia com artigos',
      MonthPosts_other: '{{month}}: {{count}} dias com artigos',
      ListPosts_one: '{{title}}: {{count}} artigo',
      ListPosts_other: '{{title}}: {{count}} artigos',
    },
  },
  pages: {
    title: 'Notícias',
    intro: 'Novidades da loja, eventos e conselhos para o seu calçado, dia após dia.',
    calendarTitle: 'Calendário',
    categories: { 1: 'Da loja', 2: 'Eventos', 3: 'Conselhos', 4: 'Cuidados' },
    posts: {
      'winter-collection': {
        title: 'A coleção de inverno chegou',
        summary:
          'Botins forrados, botas de caminhada e chinelos: descubra as nossas novidades para a estação fria.',
      },
      'autumn-walk': {
        title: 'Passeio de outono na floresta de Soignes',
        summary:
          'Caminhe dez quilómetros connosco e experimente os nossos modelos de caminhada no terreno.',
      },
      'leather-care': {
        title: 'O essencial dos cuidados com o couro',
        summary:
          'Limpar, nutrir, proteger: três gestos simples para que os seus sapatos de couro durem anos.',
      },
      'ghent-store': {
        title: 'Uma nova loja abre em Gante',
        summary: 'A nossa quinta loja abre no centro de Gante, com uma oficina de reparação.',
      },
      waterproofing: {
        title: 'Impermeabilizar bem o calçado',
        summary: 'Sprays, ceras ou membranas: o que protege mesmo os seus pés da chuva de outono.',
      },
      'repair-workshop': {
        title: 'Oficina de reparação: novas solas para os seus sapatos preferidos',
        summary:
          'Os nossos sapateiros mostram como dar nova vida a um par gasto, mediante inscrição.',
      },
      'hiking-boots': {
        title: 'Escolher calçado de caminhada',
        summary:
          'Cano alto ou baixo, sola rígida ou flexível: a escolha depende do terreno e da distância.',
      },
      'free-returns': {
        title: 'Devoluções gratuitas prolongadas até 31 de janeiro',
        summary:
          'As suas compras de fim de ano podem ser devolvidas gratuitamente até ao fim de janeiro.',
      },
      'children-sizes': {
        title: 'Encontrar o número certo para as crianças',
        summary:
          'Meça o pé ao fim do dia e deixe um centímetro de folga: os nossos conselhos para pés pequenos.',
      },
      'black-friday': {
        title: 'Uma semana de preços suaves na Black Friday',
        summary: 'Até 30 % de desconto numa seleção de botas e sapatilhas, na loja e online.',
      },
      'gift-guide': {
        title: 'O nosso guia de presentes de fim de ano',
        summary:
          'Pantufas quentes, kits de cuidados e cartões-oferta: ideias para todos os orçamentos.',
      },
      'suede-cleaning': {
        title: 'Limpar camurça sem a estragar',
        summary: 'Uma escova de crepe e uma borracha costumam bastar: o método passo a passo.',
      },
      'night-market': {
        title: 'Mercado de Natal noturno em frente à loja',
        summary:
          'Vinho quente, artesãos locais e abertura até às 22 h na sexta-feira, 27 de novembro.',
      },
      'holiday-hours': {
        title: 'Horário de abertura durante as festas',
        summary:
          'As nossas lojas abrem todos os domingos de dezembro e fecham às 16 h nos dias 24 e 31.',
      },
      'drying-boots': {
        title: 'Secar botas molhadas',
        summary: 'Papel de jornal e longe do aquecedor: assim evita que o couro estale.',
      },
      'trail-meetup': {
        title: 'Encontro de trail ao domingo de manhã',
        summary:
          'Um percurso de doze quilómetros com os nossos conselheiros para experimentar os novos modelos de trail.',
      },
      'new-year-sale': {
        title: 'Os saldos de inverno começam em breve',
        summary: 'Subscreva a newsletter para aceder aos saldos um dia antes de todos.',
      },
    },
    body: 'Encontre todos os artigos da rubrica «{{category}}» no calendário de notícias e coloque as suas dúvidas aos nossos conselheiros na loja.',
    allPosts: 'Todos os artigos',
    dayTitle: 'Artigos de {{date}}',
    pickDay: 'Os dias a negrito no calendário têm artigos: escolha um para ler os desse dia.',
    noPosts: 'Não há artigos nesse dia.',
    showAll: 'Ver todos os artigos',
    published: 'Publicado a {{date}} · {{category}}',
    backToNews: 'Voltar às notícias',
    pager: 'Páginas de artigos',
    previous: 'Página anterior',
    next: 'Página seguinte',
    pageOf: 'Página {{page}} de {{pages}}',
    badRequest: 'Pedido inválido: {{field}}.',
  },
};
