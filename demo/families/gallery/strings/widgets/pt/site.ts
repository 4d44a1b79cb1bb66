import type { WidgetText } from '../../types';

/** pt: the widgets every page has (basket, consent, localization, content), and each of their attributes (see ../pt.ts). */
export const site: Record<string, WidgetText> = {
  'basket-summary': {
    summary:
      'O carrinho do cabeçalho: número de artigos e montante, atualizados em todos os separadores.',
    attributes: {
      'data-basket-url': {
        description: 'Endereço da página do carrinho; por predefinição, o da língua da página.',
        example: '/pt/shoppingcarts',
      },
      'data-amount': {
        description:
          'Montante ao lado do número de artigos: com IVA (incl), sem IVA (excl) ou nenhum (none).',
        example: 'excl',
      },
    },
  },
  'cookie-consent': {
    summary:
      'Banner de consentimento de cookies e janela de preferências por categoria. Qualquer botão ' +
      'com o atributo data-consent-open volta a abrir as preferências.',
    attributes: {
      'data-policy-url': {
        description:
          'Página da política de privacidade, ligada a partir do banner: um caminho do site ou um endereço https.',
        example: '/pt/about#cookies',
      },
      'data-on-accept': {
        description:
          'Nome de uma função JavaScript da página, chamada quando pelo menos uma categoria é aceite.',
        example: 'shop.onConsentAccepted',
      },
      'data-on-decline': {
        description:
          'Nome de uma função JavaScript da página, chamada quando todas as categorias são recusadas.',
        example: 'shop.onConsentDeclined',
      },
      'data-position': {
        description:
          'Lugar do banner: em baixo (bottom) ou em cima (top) no ecrã, ou neste ponto da página (inline).',
        example: 'top',
      },
    },
  },
  'cookie-law-bar': {
    summary:
      'Aviso simples sobre cookies com um botão «Compreendi», para lojas sem cookies opcionais; ' +
      'caso contrário, use cookie-consent.',
    attributes: {
      'data-policy-url': {
        description:
          'Página da política de cookies, ligada a partir do aviso: um caminho do site ou um endereço https.',
        example: '/pt/about#cookies',
      },
      'data-position': {
        description:
          'Lugar do aviso: em baixo (bottom) ou em cima (top) no ecrã, ou neste ponto da página (inline).',
        example: 'inline',
      },
    },
  },
  'country-selector': {
    summary:
      'Escolha do país do visitante, que define os impostos aplicados aos preços; a página volta ' +
      'a carregar depois da mudança.',
    attributes: {
      'data-countries': {
        description: 'Os países propostos, em códigos de duas letras maiúsculas.',
        example: '["BE", "FR", "LU"]',
      },
      'data-current': {
        description: 'O país atual do visitante, em código de duas letras maiúsculas.',
        example: 'FR',
      },
    },
  },
  'currency-selector': {
    summary:
      'Escolha da moeda dos preços. Se o carrinho já estiver noutra moeda, o visitante confirma ' +
      'primeiro a mudança.',
    attributes: {
      'data-currencies': {
        description: 'As moedas propostas, em códigos de três letras maiúsculas.',
        example: '["EUR", "CHF"]',
      },
      'data-current': {
        description: 'A moeda atual; por predefinição, a das definições da página.',
        example: 'EUR',
      },
    },
  },
  'language-links': {
    summary:
      'Ligações para as outras línguas: cada uma leva à mesma página na sua língua, com os ' +
      'filtros escolhidos.',
    attributes: {},
  },
  'main-navigation': {
    summary:
      'Navegação principal do cabeçalho: no telemóvel, um botão Menu abre um painel com as ' +
      'categorias, os idiomas, o país e a moeda; em ecrã grande, as subcategorias abrem-se ao ' +
      'passar o rato ou com o teclado, e as categorias que não cabem na linha passam para ' +
      '«Mais».',
    attributes: {
      'data-large-from': {
        description:
          'Largura do ecrã, em píxeis, a partir da qual o cabeçalho toma a forma de computador; ' +
          'abaixo, o botão Menu.',
        example: '992',
      },
    },
  },
  'scroll-in': {
    summary:
      'Faz aparecer um conteúdo com suavidade quando chega ao ecrã; de imediato para os ' +
      'visitantes que reduzem as animações.',
    attributes: {
      'data-animation': {
        description:
          'A entrada: esbatimento (fade), esbatimento a subir (fade-up) ou ligeira ampliação (zoom).',
        example: 'zoom',
      },
      'data-delay': {
        description:
          'Espera antes da entrada, em milissegundos (no máximo 2000), para escalonar blocos vizinhos.',
        example: '200',
      },
    },
  },
  'social-share': {
    summary:
      'Botões para partilhar a página (redes sociais, e-mail e cópia da ligação), com o seu ' +
      'endereço do momento.',
    attributes: {
      'data-show-labels': {
        description: 'Mostra o nome das redes ao lado dos seus ícones.',
        example: 'true',
      },
      'data-keep-params': {
        description:
          'Os parâmetros do endereço mantidos na ligação partilhada; os outros são retirados.',
        example: '["variant", "color"]',
      },
      'data-popup-width': {
        description: 'Largura da janela de partilha, em píxeis (de 200 a 1600).',
        example: '700',
      },
      'data-popup-height': {
        description: 'Altura da janela de partilha, em píxeis (de 200 a 1200).',
        example: '600',
      },
    },
  },
};
