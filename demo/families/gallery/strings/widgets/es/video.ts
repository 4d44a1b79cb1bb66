import type { WidgetText } from '../../types';

/** es: the video modal, and each of its attributes (see ../es.ts). */
export const video: Record<string, WidgetText> = {
  'video-modal': {
    summary:
      'Un vídeo de YouTube o Vimeo en una ventana: la imagen de vista previa y un botón de reproducción y, al hacer clic, el reproductor del servicio en una ventana que se cierra con Esc y detiene el vídeo. El reproductor solo se carga cuando se pide. Sin script, el enlace abre el vídeo en el sitio del servicio.',
    attributes: {
      'data-service': {
        description: 'El servicio que reproduce el vídeo: youtube o vimeo.',
        example: 'youtube',
      },
      'data-video-id': {
        description:
          'El identificador del vídeo en ese servicio, tal como aparece en su dirección (letras, cifras, - y _).',
        example: 'vtRunShoes1',
      },
      'data-title': {
        description:
          'El título del vídeo: título de la ventana y nombre del botón de reproducción («Reproducir el vídeo: título»).',
        example: 'Cómo elegir tus zapatillas de running',
      },
      'data-poster': {
        description:
          'La dirección de la imagen de vista previa que se muestra antes de reproducir; sin imagen, un fondo liso.',
        example: '/demo/video/poster/vtRunShoes1.svg',
      },
    },
  },
};
