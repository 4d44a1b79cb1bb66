import type { DemoPagesText } from './types';

/** Portuguese (Portugal) texts of the demo pages (about, contact, register, login, account). */
export const pt: DemoPagesText = {
  about: {
    title: 'Sobre a Vitrine',
    intro:
      'Quem somos, de onde vêm os nossos produtos e como tratamos da sua encomenda, desde o ' +
      'armazém até à sua porta.',
    tocLabel: 'Nesta página',
    sections: [
      {
        id: 'story',
        heading: 'A nossa história',
        paragraphs: [
          'A Vitrine nasceu de uma ideia simples: reunir num só lugar produtos bem feitos, de ' +
            'marcas europeias que conhecemos pessoalmente. Queríamos uma loja clara, onde fosse ' +
            'fácil encontrar o que se procura e onde o preço indicado fosse o preço final.',
          'No início, o nosso catálogo limitava-se a alguns pares de sapatos e a meia dúzia ' +
            'de malas de pele. Estação após estação, os nossos clientes pediram-nos mais, e ' +
            'fomos acrescentando vestuário, relógios, casa e cozinha e, mais tarde, jardim, ' +
            'desporto, pneus e brinquedos.',
          'Hoje, uma equipa de cerca de quarenta pessoas escolhe os produtos, prepara as ' +
            'encomendas e responde às suas perguntas. Continuamos a ser uma empresa de dimensão ' +
            'humana, e cada decisão é tomada a pensar, antes de mais, na pessoa que vai abrir a ' +
            'encomenda.',
        ],
      },
      {
        id: 'sourcing',
        heading: 'As nossas marcas e produtos',
        paragraphs: [
          'Trabalhamos diretamente com cerca de vinte marcas europeias, sem intermediários. ' +
            'Assim, conhecemos a origem dos materiais e as condições de fabrico, e podemos ' +
            'oferecer-lhe preços justos.',
          'Antes de entrar no catálogo, cada novidade é testada pela nossa equipa: calçamos ' +
            'os sapatos, lavamos a roupa e usamos os utensílios de cozinha e as ferramentas de ' +
            'jardim. Um produto que não cumpre o que promete não é vendido.',
          'Damos preferência a artigos duradouros e reparáveis. Para muitos produtos, as ' +
            'peças de substituição continuam disponíveis vários anos após a compra, e o nosso ' +
            'apoio ao cliente ajuda-o a encomendá-las.',
        ],
      },
      {
        id: 'delivery',
        heading: 'Envio',
        paragraphs: [
          'O envio é gratuito a partir de 50 € em compras para a maioria dos países da União ' +
            'Europeia. Abaixo desse valor, os portes são indicados no seu carrinho antes do ' +
            'pagamento.',
          'As encomendas feitas antes das 15h de um dia útil são expedidas no mesmo dia; as ' +
            'restantes, no prazo de 24 horas úteis. Assim que a sua encomenda sai do nosso ' +
            'armazém, recebe um e-mail com o número de seguimento.',
          'Os pneus e os artigos volumosos, como o mobiliário de jardim, são entregues por ' +
            'uma transportadora especializada, que o contactará para marcar a entrega. O prazo ' +
            'habitual é de três a cinco dias úteis.',
        ],
      },
      {
        id: 'returns',
        heading: 'Devoluções e reembolsos',
        paragraphs: [
          'Tem 30 dias a contar da receção da sua encomenda para devolver um artigo, sem ter ' +
            'de apresentar qualquer justificação. A devolução é gratuita: imprima a etiqueta na ' +
            'sua área de cliente e entregue a encomenda num ponto de recolha.',
          'Os artigos devem ser devolvidos no estado original, com as etiquetas e, se ' +
            'possível, na embalagem original. Não são aceites pneus já montados nem produtos de ' +
            'higiene abertos.',
          'Assim que recebemos a sua devolução, verificamo-la e reembolsamo-lo no prazo de 5 ' +
            'dias, através do meio de pagamento utilizado na encomenda. Informamo-lo por e-mail ' +
            'em cada etapa.',
        ],
      },
      {
        id: 'stores',
        heading: 'Os nossos pontos de recolha',
        paragraphs: [
          'A Vitrine é, antes de mais, uma loja online, mas pode levantar gratuitamente a sua ' +
            'encomenda num dos nossos pontos de recolha parceiros. Ao escolher o modo de envio, ' +
            'sugerimos-lhe o mais próximo.',
          'A sua encomenda fica lá guardada durante 14 dias. Leve consigo um documento de ' +
            'identificação e o código de levantamento que recebeu por e-mail ou SMS.',
          'Os mesmos pontos de recolha aceitam também as suas devoluções. Pode, assim, ' +
            'entregar um artigo a devolver quando for levantar uma nova encomenda.',
        ],
      },
      {
        id: 'careers',
        heading: 'Trabalhe connosco',
        paragraphs: [
          'Recrutamos regularmente para o nosso armazém, o apoio ao cliente e a equipa de ' +
            'produto. Procuramos pessoas curiosas, rigorosas e atentas aos pormenores.',
          'Na Vitrine, cada novo colaborador passa os primeiros dias em todos os ' +
            'departamentos, para conhecer todo o percurso de uma encomenda. Oferecemos horários ' +
            'regulares, formação e um desconto em todo o catálogo.',
          'Nenhuma oferta corresponde ao seu perfil? Envie-nos uma candidatura espontânea ' +
            'através do formulário de contacto: lemos todas as mensagens e responder-lhe-emos o ' +
            'mais depressa possível.',
        ],
      },
    ],
    modalLink: 'Ver as condições de envio',
    confirmLink: 'Esvaziar o carrinho',
    noCacheLink: 'Mostrar a hora do servidor',
    noAjaxLink: 'Recarregar a página inteira',
    scriptsHeading: 'Ligações úteis',
    scriptsIntro:
      'Estas ligações abrem as condições de envio, esvaziam o seu carrinho após confirmação ' +
      'ou recarregam a página.',
    backToTop: 'Voltar ao topo',
  },
  delivery: {
    title: 'Condições de envio',
    paragraphs: [
      'O envio é gratuito a partir de 50 € em compras. Abaixo desse valor, os portes dependem ' +
        'do peso da encomenda e do país de entrega, e são indicados no seu carrinho antes do ' +
        'pagamento.',
      'As encomendas feitas antes das 15h de um dia útil são expedidas no mesmo dia; as ' +
        'restantes, no prazo de 24 horas úteis. A entrega demora depois entre dois e quatro ' +
        'dias úteis, consoante o país.',
      'Os pneus e os artigos volumosos são entregues mediante marcação por uma transportadora ' +
        'especializada. Se não estiver em casa, a sua encomenda é deixada no ponto de recolha ' +
        'mais próximo e guardada durante 14 dias.',
    ],
  },
  clock: {
    title: 'Hora do servidor',
    serverTime: 'Página gerada pelo servidor às {{time}}.',
  },
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
      'Novidades, conselhos e ofertas exclusivas para subscritores, uma vez por mês.',
    newsletterEmail: 'O seu endereço de e-mail',
    newsletterSubmit: 'Subscrever',
    newsletterDone: 'Obrigado! Enviámos um e-mail de confirmação para {{email}}.',
  },
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
    title: 'Iniciar sessão',
    intro: 'Inicie sessão para acompanhar as suas encomendas e gerir as suas devoluções.',
    demoAccount: 'Conta de demonstração: {{email}} / palavra-passe {{password}}',
    failed: 'Endereço de e-mail ou palavra-passe incorretos.',
  },
  account: {
    title: 'A minha conta',
    welcome: 'Sessão iniciada como {{email}}.',
    intro: 'Aqui encontra as suas encomendas, devoluções e endereços de entrega.',
    signedOut: 'Terminou a sessão. Até breve!',
  },
};
