import type { WidgetText } from '../../types';

/** pt: the asset library widgets, and each of their attributes (see ../pt.ts). */
export const assets: Record<string, WidgetText> = {
  'asset-file': {
    summary:
      'O campo de ficheiros de um formulário da área de edição: os ficheiros guardados, o envio de ficheiros novos com o seu progresso (botão ou arrastar e largar), a mudança de nome e «retirar desta lista» (o ficheiro fica na biblioteca). A escolha é guardada com o formulário.',
    attributes: {
      'data-uid': {
        description:
          'O identificador único do campo, usado nos nomes dos campos ocultos enviados com o formulário.',
        example: 'brochure',
      },
      'data-asset-id': {
        description:
          'Um só ficheiro: o número do ficheiro já guardado (AssetId); um novo envio substitui-o.',
        example: '9001',
      },
      'data-assets': {
        description: 'Os números dos ficheiros já guardados, separados por vírgulas.',
        example: '9001,9002',
      },
      'data-accept': {
        description:
          'Os tipos aceites, como num campo de ficheiro: extensões (.pdf) ou tipos (image/*); vazio: todos os tipos.',
        example: '.pdf,.docx',
      },
      'data-multiple': {
        description: 'true para manter vários ficheiros; senão um só, substituído pelo seguinte.',
        example: 'true',
      },
      'data-max-file-size': {
        description: 'O tamanho máximo de um ficheiro, em bytes; sem valor: sem limite.',
        example: '5000000',
      },
      'data-max-files': {
        description: 'O número máximo de ficheiros (com data-multiple); sem valor: sem limite.',
        example: '5',
      },
    },
  },
  'asset-image': {
    summary:
      'O campo de imagens de um formulário da área de edição: as miniaturas das imagens guardadas, o envio de novas imagens com o seu progresso (botão ou arrastar e largar) e, se for indicado um tamanho de recorte, a janela de recorte (zoom com botões, deslocação com as setas do teclado); uma imagem quadrada pode ser rodada. O que for escolhido é guardado com o formulário.',
    attributes: {
      'data-uid': {
        description:
          'O identificador único do campo, usado nos nomes dos campos ocultos enviados com o formulário.',
        example: 'cover',
      },
      'data-asset-id': {
        description:
          'Modo de uma só imagem: o número da imagem já guardada (AssetId); um novo envio substitui-a.',
        example: '1005',
      },
      'data-assets': {
        description: 'Os números das imagens já guardadas, separados por vírgulas.',
        example: '1005,1003',
      },
      'data-accept': {
        description:
          'Os tipos de imagem aceites, como num campo de ficheiro; por predefinição JPG, PNG, GIF e WebP.',
        example: '.jpg,.png',
      },
      'data-multiple': {
        description:
          'true para manter várias imagens; caso contrário uma só, substituída pela seguinte.',
        example: 'true',
      },
      'data-max-file-size': {
        description: 'O tamanho máximo de uma imagem, em bytes; sem valor: sem limite.',
        example: '8000000',
      },
      'data-max-files': {
        description: 'O número máximo de imagens (com data-multiple); sem valor: sem limite.',
        example: '6',
      },
      'data-crop': {
        description:
          'Tamanho final «largura,altura» em píxeis: uma imagem maior é recortada, uma menor é recusada.',
        example: '800,600',
      },
      'data-rotate': {
        description:
          'true para mostrar os botões que rodam um quarto de volta uma imagem quadrada.',
        example: 'true',
      },
    },
  },
  'multi-file': {
    summary:
      'O campo de vários ficheiros de um formulário da área de edição, limitado aos tipos de ficheiro escolhidos: imagens em miniatura, documentos com o seu ícone e o seu nome; envio de vários ficheiros de uma vez com o seu progresso, mudança de nome, «retirar desta lista», e a ordem, que se muda arrastando um ficheiro, com os seus botões subir e descer ou com Alt + setas. A ordem mostrada é a que fica guardada.',
    attributes: {
      'data-uid': {
        description:
          'O identificador único do campo, usado nos nomes dos campos ocultos enviados com o formulário.',
        example: 'produit-photos',
      },
      'data-assets': {
        description:
          'Os números dos ficheiros já guardados (AssetId), separados por vírgulas, pela sua ordem.',
        example: '9001,9002',
      },
      'data-file-types': {
        description:
          'Os tipos permitidos: para cada tipo do servidor (Image, Document…), as suas extensões; qualquer outro ficheiro é recusado.',
        example: '{"Image":".jpg,.png","Document":".pdf"}',
      },
      'data-accept': {
        description:
          'Opcional: os tipos aceites, como num campo de ficheiro, para restringir ainda mais os tipos de ficheiro permitidos.',
        example: '.jpg,.pdf',
      },
      'data-max-file-size': {
        description: 'O tamanho máximo de um ficheiro, em bytes; sem valor: sem limite.',
        example: '5000000',
      },
      'data-max-files': {
        description: 'O número máximo de ficheiros; sem valor: sem limite.',
        example: '8',
      },
    },
  },
  'folder-tree': {
    summary:
      'A árvore de pastas da biblioteca de ficheiros: cada pasta abre ou fecha (clique na seta, ou setas direita e esquerda do teclado); um clique numa pasta, ou Enter, mostra os seus ficheiros na zona indicada. Com o teclado: setas para cima e para baixo, Home e End, e a primeira letra de um nome para lá ir.',
    attributes: {
      'data-root-folder-id': {
        description:
          'Identificador da pasta onde a árvore começa; «root» para a raiz da biblioteca.',
        example: 'root',
      },
      'data-depth': {
        description:
          'As pastas cujo nível é menor ou igual a este número ficam abertas ao carregar (1 por omissão).',
        example: '2',
      },
      'data-update': {
        description:
          'Identificador (id) do elemento da página onde aparecem os ficheiros da pasta escolhida; sem ele, aparecem por baixo da árvore.',
        example: 'library-assets',
      },
    },
  },
};
