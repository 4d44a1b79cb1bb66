import type { FamilyStrings } from '../../../shared/strings';
import type { ContentPages } from './types';

/** What the content family says in Portuguese. */
export const pt: FamilyStrings<ContentPages> = {
  resources: {},
  pages: {
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
    promotions: {
      slides: [
        {
          heading: 'Saldos de inverno: até -30 %',
          text: 'Numa seleção de calçado, vestuário e acessórios.',
          cta: 'Ver as ofertas',
        },
        {
          heading: 'Nova coleção de malas',
          text: 'Mochilas, sacos e malas de viagem para todas as viagens.',
          cta: 'Descobrir as malas',
        },
        {
          heading: 'A hora dos bons relógios',
          text: 'Cronógrafos e relógios clássicos das nossas marcas europeias.',
          cta: 'Ver os relógios',
        },
      ],
      sale: {
        heading: 'Os saldos terminam em breve',
        text: 'Aproveite os preços reduzidos antes do fim da contagem decrescente.',
      },
      brands: 'As nossas marcas',
    },
    notFound: {
      title: 'Página não encontrada',
      body:
        'A página que procura não existe ou foi movida. Verifique o endereço ou volte à página ' +
        'inicial.',
    },
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
            'A Vitrine nasceu de uma ideia simples: reunir num só lugar produtos bem feitos, ' +
              'de marcas europeias que conhecemos pessoalmente. Queríamos uma loja clara, onde ' +
              'fosse fácil encontrar o que se procura e onde o preço indicado fosse o preço ' +
              'final.',
            'No início, o nosso catálogo limitava-se a alguns pares de sapatos e a meia dúzia ' +
              'de malas de pele. Estação após estação, os nossos clientes pediram-nos mais, e ' +
              'fomos acrescentando vestuário, relógios, casa e cozinha e, mais tarde, jardim, ' +
              'desporto, pneus e brinquedos.',
            'Hoje, uma equipa de cerca de quarenta pessoas escolhe os produtos, prepara as ' +
              'encomendas e responde às suas perguntas. Continuamos a ser uma empresa de ' +
              'dimensão humana, e cada decisão é tomada a pensar, antes de mais, na pessoa que ' +
              'vai abrir a encomenda.',
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
              'os sapatos, lavamos a roupa e usamos os utensílios de cozinha e as ferramentas ' +
              'de jardim. Um produto que não cumpre o que promete não é vendido.',
            'Damos preferência a artigos duradouros e reparáveis. Para muitos produtos, as ' +
              'peças de substituição continuam disponíveis vários anos após a compra, e o nosso ' +
              'apoio ao cliente ajuda-o a encomendá-las.',
          ],
        },
        {
          id: 'delivery',
          heading: 'Envio',
          paragraphs: [
            'O envio é gratuito a partir de 50 € em compras para a maioria dos países da ' +
              'União Europeia. Abaixo desse valor, os portes são indicados no seu carrinho ' +
              'antes do pagamento.',
            'As encomendas feitas antes das 15h de um dia útil são expedidas no mesmo dia; as ' +
              'restantes, no prazo de 24 horas úteis. Assim que a sua encomenda sai do nosso ' +
              'armazém, recebe um e-mail com o número de seguimento.',
            'Os pneus e os artigos volumosos, como o mobiliário de jardim, são entregues por ' +
              'uma transportadora especializada, que o contactará para marcar a entrega. O ' +
              'prazo habitual é de três a cinco dias úteis.',
          ],
        },
        {
          id: 'returns',
          heading: 'Devoluções e reembolsos',
          paragraphs: [
            'Tem 30 dias a contar da receção da sua encomenda para devolver um artigo, sem ' +
              'ter de apresentar qualquer justificação. A devolução é gratuita: imprima a ' +
              'etiqueta na sua área de cliente e entregue a encomenda num ponto de recolha.',
            'Os artigos devem ser devolvidos no estado original, com as etiquetas e, se ' +
              'possível, na embalagem original. Não são aceites pneus já montados nem produtos ' +
              'de higiene abertos.',
            'Assim que recebemos a sua devolução, verificamo-la e reembolsamo-lo no prazo de ' +
              '5 dias, através do meio de pagamento utilizado na encomenda. Informamo-lo por ' +
              'e-mail em cada etapa.',
          ],
        },
        {
          id: 'stores',
          heading: 'Os nossos pontos de recolha',
          paragraphs: [
            'A Vitrine é, antes de mais, uma loja online, mas pode levantar gratuitamente a ' +
              'sua encomenda num dos nossos pontos de recolha parceiros. Ao escolher o modo de ' +
              'envio, sugerimos-lhe o mais próximo.',
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
              'departamentos, para conhecer todo o percurso de uma encomenda. Oferecemos ' +
              'horários regulares, formação e um desconto em todo o catálogo.',
            'Nenhuma oferta corresponde ao seu perfil? Envie-nos uma candidatura espontânea ' +
              'através do formulário de contacto: lemos todas as mensagens e responder-lhe-emos ' +
              'o mais depressa possível.',
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
        'O envio é gratuito a partir de 50 € em compras. Abaixo desse valor, os portes ' +
          'dependem do peso da encomenda e do país de entrega, e são indicados no seu carrinho ' +
          'antes do pagamento.',
        'As encomendas feitas antes das 15h de um dia útil são expedidas no mesmo dia; as ' +
          'restantes, no prazo de 24 horas úteis. A entrega demora depois entre dois e quatro ' +
          'dias úteis, consoante o país.',
        'Os pneus e os artigos volumosos são entregues mediante marcação por uma ' +
          'transportadora especializada. Se não estiver em casa, a sua encomenda é deixada no ' +
          'ponto de recolha mais próximo e guardada durante 14 dias.',
      ],
    },
    clock: {
      title: 'Hora do servidor',
      serverTime: 'Página gerada pelo servidor às {{time}}.',
    },
  },
};
