import type { WidgetText } from '../../types';

/** nl: the video modal, and each of its attributes (see ../nl.ts). */
export const video: Record<string, WidgetText> = {
  'video-modal': {
    summary:
      'Een YouTube- of Vimeo-video in een venster: de voorbeeldafbeelding en een afspeelknop, daarna, na een klik, de speler van de dienst in een venster dat met Esc sluit en de video stopt. De speler laadt pas wanneer erom gevraagd wordt. Zonder script opent de link de video op de site van de dienst.',
    attributes: {
      'data-service': {
        description: 'De dienst die de video afspeelt: youtube of vimeo.',
        example: 'youtube',
      },
      'data-video-id': {
        description:
          'Het id van de video bij die dienst, zoals in het adres ervan (letters, cijfers, - en _).',
        example: 'vtRunShoes1',
      },
      'data-title': {
        description:
          'De titel van de video: de titel van het venster en de naam van de afspeelknop (“Video afspelen: titel”).',
        example: 'De juiste hardloopschoenen kiezen',
      },
      'data-poster': {
        description:
          'Het adres van de voorbeeldafbeelding die vóór het afspelen wordt getoond; zonder afbeelding een effen vlak.',
        example: '/demo/video/poster/vtRunShoes1.svg',
      },
    },
  },
};
