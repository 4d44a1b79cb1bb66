import type { WidgetText } from '../../types';

/** pt: the content map and the parallax (issue 15), and each of their attributes (see ../pt.ts). */
export const places: Record<string, WidgetText> = {
  'content-map': {
    summary:
      'Mapa de locais (as suas lojas, por exemplo): cada marcador é um botão que abre um balão com o seu texto, pelo teclado e com o rato. O mapa só carrega quando se aproxima do ecrã; sem mapa disponível, uma mensagem indica-o e a sua lista de moradas continua a ser a referência.',
    attributes: {
      'data-markers': {
        description:
          'Os marcadores: posição, nome, tipo (flagship, shop, outlet…) e texto do balão (morada, horário, telefone).',
        example:
          '[{"id": 1, "coors": {"lat": 50.8523, "lng": 4.3556}, "title": "Vitrine Bruxelles", "icon": "flagship", "content": "Rue Neuve 87, 1000 Bruxelles"}]',
      },
      'data-zoom': {
        description:
          'Nível de zoom, de 1 (o mundo) a 19 (a rua); sem centro indicado, o zoom mais próximo permitido para mostrar todos os marcadores.',
        example: '15',
      },
      'data-center': {
        description: 'O centro do mapa; sem ele, o mapa mostra todos os marcadores.',
        example: '{"lat": 50.85, "lng": 4.35}',
      },
      'data-height': {
        description: 'Altura do mapa em píxeis (no máximo três quartos da altura do ecrã).',
        example: '320',
      },
      'data-label': {
        description:
          'O nome do mapa para os leitores de ecrã; dois mapas da mesma página precisam de dois nomes diferentes.',
        example: 'Mapa das nossas lojas',
      },
    },
  },
  parallax: {
    summary:
      'Imagem de fundo que se desloca mais devagar do que a página (efeito de profundidade), só quando está visível. Dê o tamanho à caixa pelo estilo (uma proporção) para que nada se mova ao carregar; imóvel para os visitantes que limitam as animações.',
    attributes: {
      'data-divisor': {
        description:
          'Por quanto é dividido o deslocamento da imagem: 4 por omissão; um número maior move-a menos.',
        example: '4',
      },
    },
  },
};
