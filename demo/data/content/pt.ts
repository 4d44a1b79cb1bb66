import type { PageContent } from './types';

/** Portuguese (European) texts of the demo CMS pages. */
export const pt: PageContent = {
  siteName: 'Vitrine',
  tagline: 'Boas marcas, preços claros',
  nav: {
    home: 'Início',
    catalog: 'Catálogo',
    brands: 'Marcas',
    contact: 'Contactos',
    account: 'A minha conta',
    gallery: 'Galeria de widgets',
    basket: 'Carrinho',
    wishlist: 'Lista de desejos',
    search: 'Pesquisar',
  },
  languageLabel: 'Idioma',
  home: {
    title: 'Boas-vindas à Vitrine',
    lead:
      'Produtos escolhidos com cuidado entre marcas europeias, preços com IVA incluído e ' +
      'entregas rápidas, esteja onde estiver.',
    sections: [
      {
        heading: 'Envio e devoluções grátis',
        body:
          'O envio é gratuito a partir de 50 € em compras e a sua encomenda é expedida em 24 ' +
          'horas úteis. Tem 30 dias para mudar de ideias: a devolução é gratuita e recebe o ' +
          'reembolso nos 5 dias seguintes à receção do artigo.',
      },
      {
        heading: 'As nossas marcas',
        body:
          'Trabalhamos diretamente com cerca de vinte marcas europeias, escolhidas pela ' +
          'qualidade dos materiais e pela durabilidade dos seus produtos. Cada novidade é ' +
          'testada pela nossa equipa antes de entrar no catálogo.',
      },
      {
        heading: 'Um apoio ao cliente sempre disponível',
        body:
          'A nossa equipa responde-lhe de segunda a sexta-feira, das 9h às 18h, por telefone, ' +
          'e-mail ou chat. Tem uma dúvida sobre um tamanho, o estado de uma encomenda ou uma ' +
          'devolução? Recebe uma resposta em menos de 24 horas.',
      },
    ],
    ctaCatalog: 'Descobrir o catálogo',
    ctaBrands: 'Ver as nossas marcas',
  },
  footer: {
    cookiePreferences: 'Preferências de cookies',
    legal: 'Informação legal',
    privacy: 'Política de privacidade',
    contact: 'Fale connosco',
    copyright: '© Vitrine. Todos os direitos reservados.',
  },
  gallery: {
    title: 'Galeria de widgets',
    intro:
      'Todos os widgets da Vitrine, cada um com os seus atributos e um exemplo a funcionar ' +
      'nesta página.',
    attribute: 'Atributo',
    type: 'Tipo',
    default: 'Valor predefinido',
    required: 'Obrigatório',
    example: 'Exemplo',
    yes: 'Sim',
    no: 'Não',
    none: 'nenhum',
  },
  notFound: {
    title: 'Página não encontrada',
    body:
      'A página que procura não existe ou foi movida. Verifique o endereço ou volte à página ' +
      'inicial.',
  },
  skipToContent: 'Saltar para o conteúdo principal',
};
