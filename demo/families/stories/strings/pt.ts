import type { FamilyStrings } from '../../../shared/strings';
import type { StoriesPages } from './types';

/** What the stories family says in Portuguese (Portugal). */
export const pt: FamilyStrings<StoriesPages> = {
  resources: {
    Zoom: {
      ZoomIn: 'Ampliar',
      ZoomOut: 'Reduzir',
      Reset: 'Ajustar',
      Level: 'Zoom {{level}} %',
      Hint: '+ e − ampliam e reduzem, 0 ajusta a fotografia, as setas deslocam a fotografia ampliada.',
      Previous: 'Fotografia anterior',
      Next: 'Fotografia seguinte',
      Counter: 'Fotografia {{index}} de {{count}}',
      Thumbnails: 'Miniaturas',
      Thumbnail: 'Fotografia {{index}}: {{alt}}',
      Unavailable: 'Não foi possível carregar esta fotografia.',
    },
  },
  pages: {
    blog: {
      title: 'O diário da Vitrine',
      intro:
        'Encontros com os nossos artesãos, conselhos de manutenção e passeios: os bastidores da ' +
        'loja, de quinze em quinze dias.',
      tocLabel: 'Artigos do diário',
      previous: 'Artigo anterior',
      next: 'Artigo seguinte',
      keysHint: 'Na lista, J e K (ou Page Down e Page Up) passam de um artigo para outro.',
      readStory: 'Ler a reportagem fotográfica',
      tickerTitle: 'Em breve',
      tickerPause: 'Pausar',
      ticker: [
        'Entrega gratuita a partir de 50 € até domingo',
        'Nova oficina de reparação de malas em Lyon',
        'Chegaram os calendários de sementeira 2027',
        'Café do mês: um moca da Etiópia em grão',
        'Montagem de pneus de inverno: marque o seu horário',
      ],
    },
    story: {
      photosOf: 'Fotografias: {{title}}',
      galleryTitle: 'A galeria',
      galleryIntro: 'Toque ou clique numa fotografia para a ampliar e fazer zoom.',
      masonryTitle: 'Em imagens',
      backToBlog: 'Voltar ao diário',
      published: 'Publicado a {{date}}',
    },
    posts: {
      'leather-workshop': {
        title: 'Um dia na oficina de marroquinaria',
        summary:
          'Em Annonay, a Claire e os seus dois aprendizes cortam, cosem e tingem as nossas malas à ' +
          'mão. Passámos um dia com eles.',
        body: [
          'Tudo começa com a escolha das peles, curtidas com taninos vegetais no vale vizinho. A ' +
            'Claire examina-as à luz do dia para encontrar o menor risco.',
          'Uma mala a tiracolo exige seis horas de trabalho, duas delas para a costura de ponto de ' +
            'seleiro. É isso que a torna reparável durante décadas.',
        ],
      },
      'mountain-trail': {
        title: 'Três dias nas cristas do Vercors',
        summary:
          'Testámos as nossas novas botas de caminhada em 62 quilómetros de trilhos, entre o nevoeiro ' +
          'da manhã e pedregais escaldantes.',
        body: [
          'No primeiro dia, a subida ao Grand Veymont põe as solas à prova: a aderência no calcário ' +
            'molhado surpreendeu-nos pela positiva.',
          'À noite, no refúgio, comparámos notas: nenhuma bolha, tornozelos bem apoiados e uma ' +
            'membrana que ficou seca apesar da trovoada.',
        ],
      },
      'spring-garden': {
        title: 'Preparar a horta para a primavera',
        summary:
          'O outono é a melhor altura para alimentar a terra. O nosso jardineiro partilha o seu ' +
          'calendário e os seus gestos simples.',
        body: [
          'Uma cobertura de folhas secas protege o solo da geada e alimenta as minhocas durante todo ' +
            'o inverno. Não é preciso cavar fundo.',
          'Em fevereiro, semeie favas e ervilhas sob manta; em março seguem-se os rabanetes e as ' +
            'primeiras alfaces.',
        ],
      },
      'coffee-roaster': {
        title: 'Em casa do nosso torrefator, em Lille',
        summary:
          'Todas as terças-feiras, o Mehdi torra os nossos cafés em pequenos lotes. Explica-nos ' +
          'porque é que a frescura muda tudo na chávena.',
        body: [
          'Um café aprecia-se melhor entre uma e quatro semanas após a torra: antes ainda liberta ' +
            'gases; depois, os aromas desvanecem-se.',
          'O moca da Etiópia do mês tem notas de bergamota e frutos vermelhos, de preferência ' +
            'preparado em cafeteira de filtro.',
        ],
      },
      'wooden-toys': {
        title: 'Brinquedos de madeira feitos para durar',
        summary:
          'No Jura, uma pequena fábrica torneia faia e ácer para os nossos comboios e jogos de ' +
          'estimulação. Visita guiada.',
        body: [
          'A madeira vem de florestas geridas a menos de cinquenta quilómetros. Seca dois anos antes ' +
            'de ser cortada.',
          'As tintas são à base de água e testadas para os mais pequenos: um brinquedo pode ser ' +
            'mordiscado sem receio.',
        ],
      },
      'watch-care': {
        title: 'Cuidar de um relógio mecânico',
        summary:
          'Corda, estanquidade, revisão: o nosso relojoeiro responde às perguntas que mais nos ' +
          'fazem.',
        body: [
          'Dê corda a um relógio manual todas as manhãs, à mesma hora, até sentir uma ligeira ' +
            'resistência, nunca além disso.',
          'Uma revisão a cada cinco anos limpa e lubrifica o movimento; mande também verificar as ' +
            'juntas antes de cada verão.',
        ],
      },
      'winter-tyres': {
        title: 'Quando mudar para pneus de inverno?',
        summary:
          'A regra dos 7 °C, a profundidade do piso e o armazenamento: tudo o que precisa de saber ' +
          'antes das primeiras geadas.',
        body: [
          'Abaixo de 7 °C, a borracha de um pneu de verão endurece e perde aderência, mesmo em ' +
            'estrada seca. É altura de trocar.',
          'Verifique a profundidade do piso: pelo menos 4 mm para circular em segurança no inverno. ' +
            'Guarde os pneus de verão deitados e ao abrigo da luz.',
        ],
      },
      'morning-yoga': {
        title: 'Dez minutos de ioga ao acordar',
        summary:
          'Uma sessão curta para soltar as costas e começar bem o dia, num tapete ou até ao pé da ' +
          'cama.',
        body: [
          'Comece com cinco respirações lentas na postura da criança e siga com alguns gato-vaca ' +
            'para mobilizar a coluna.',
          'Termine com uma saudação ao sol, ao seu ritmo. Um tapete antiderrapante de 4 mm chega ' +
            'para a maioria das práticas.',
        ],
      },
    },
    scenes: {
      workshop: 'A bancada da oficina com ferramentas e peles',
      ridge: 'Uma crista de montanha acima das nuvens',
      garden: 'Os canteiros da horta no fim da estação',
      beans: 'Grãos de café acabados de torrar',
      train: 'Um pequeno comboio de madeira pintado de vermelho',
      movement: 'O movimento de um relógio mecânico',
      tread: 'O piso de um pneu de inverno',
      sunrise: 'O nascer do sol sobre as colinas',
      lake: 'Um lago de montanha ao anoitecer',
      market: 'Uma banca do mercado de sábado',
      rooftops: 'Os telhados da cidade velha',
      forest: 'Um trilho no bosque',
    },
  },
};
