import type { WidgetText } from '../../types';

/** pt: the video modal, and each of its attributes (see ../pt.ts). */
export const video: Record<string, WidgetText> = {
  'video-modal': {
    summary:
      'Um vídeo do YouTube ou do Vimeo numa janela: a imagem de pré-visualização e um botão de reprodução e, ao clicar, o leitor do serviço numa janela que fecha com Esc e para o vídeo. O leitor só é carregado quando pedido. Sem script, a ligação abre o vídeo no site do serviço.',
    attributes: {
      'data-service': {
        description: 'O serviço que reproduz o vídeo: youtube ou vimeo.',
        example: 'youtube',
      },
      'data-video-id': {
        description:
          'O identificador do vídeo nesse serviço, tal como aparece no seu endereço (letras, algarismos, - e _).',
        example: 'vtRunShoes1',
      },
      'data-title': {
        description:
          'O título do vídeo: título da janela e nome do botão de reprodução («Reproduzir o vídeo: título»).',
        example: 'Como escolher sapatilhas de corrida',
      },
      'data-poster': {
        description:
          'O endereço da imagem de pré-visualização mostrada antes da reprodução; sem imagem, um fundo liso.',
        example: '/demo/video/poster/vtRunShoes1.svg',
      },
    },
  },
};
