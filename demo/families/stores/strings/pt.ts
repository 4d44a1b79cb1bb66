import type { FamilyStrings } from '../../../shared/strings';
import type { StoresPages } from './types';

/** What the stores family says in Portuguese. */
export const pt: FamilyStrings<StoresPages> = {
  resources: {
    Maps: {
      Label: 'Mapa',
      Loading: 'A carregar o mapa…',
      Unavailable: 'O mapa não está disponível de momento. As moradas continuam na lista.',
      ClosePopup: 'Fechar',
      ZoomIn: 'Aproximar',
      ZoomOut: 'Afastar',
    },
  },
  pages: {
    stores: {
      title: 'As nossas lojas',
      intro:
        'Venha experimentar as nossas coleções numa das nossas oito lojas. Pode lá levantar e ' +
        'trocar gratuitamente as suas encomendas online.',
      mapTitle: 'As nossas lojas no mapa',
      mapLabel: 'Mapa das nossas oito lojas',
      toList: 'Ir para a lista de lojas',
      listTitle: 'Moradas e horários',
      hours: 'De segunda a sábado, das {{opens}} às {{closes}}',
      sunday: 'Ao domingo, das {{opens}} às {{closes}}',
      closedSunday: 'Encerrado ao domingo',
      phone: 'Telefone:',
      kinds: { flagship: 'Loja principal', shop: 'Loja', outlet: 'Loja outlet' },
      flagshipTitle: 'A nossa loja principal em Bruxelas',
      flagshipText:
        'Três pisos de moda e casa, um atelier de arranjos e um salão de chá, a dois passos da ' +
        'praça da Moeda.',
      flagshipMapLabel: 'Mapa da loja de Bruxelas',
    },
  },
};
