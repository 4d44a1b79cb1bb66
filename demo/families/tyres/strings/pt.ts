import type { FamilyStrings } from '../../../shared/strings';
import type { TyresPages } from './types';

/** What the tyre family says in Portuguese. */
export const pt: FamilyStrings<TyresPages> = {
  resources: {
    Tyres: {
      Loading: 'A carregar a disponibilidade…',
      ChooseDay: 'Escolha o dia da montagem',
      PreviousMonth: 'Mês anterior',
      NextMonth: 'Mês seguinte',
      Unavailable: 'indisponível',
      ChosenDate: 'Data escolhida',
      ClearDate: 'Apagar a data',
      Slot: 'Horário',
      ChooseSlot: 'Escolha um horário',
      LoadingSlots: 'A carregar os horários…',
      NoSlots: 'Já não há nenhum horário livre nesse dia. Escolha outro dia.',
      Retry: 'Tentar de novo',
      DateHint: 'Os dias riscados estão completos ou fechados.',
    },
  },
  pages: {
    appointment: {
      title: 'Marcação de montagem de pneus',
      intro:
        'Escolha um dia e um horário: montamos e equilibramos os seus pneus em menos de uma hora, nos próximos três meses.',
      name: 'Nome completo',
      email: 'Endereço de e-mail',
      plate: 'Matrícula',
      plateHint: 'Apenas letras e algarismos, por exemplo AA12BB.',
      date: 'Data da marcação',
      slot: 'Horário',
      submit: 'Reservar a marcação',
      confirmedTitle: 'Marcação confirmada',
      confirmed:
        'A sua marcação de {{date}} às {{slot}} para o veículo {{plate}} está reservada. Enviámos-lhe um e-mail de confirmação.',
      invalid: 'Verifique o nome, o e-mail, a matrícula, o dia e o horário.',
      taken: 'Este horário acabou de ser reservado. Escolha outro.',
      planningError:
        'O calendário de montagens está momentaneamente indisponível. Ligue-nos para o 02 555 01 23 para marcar.',
    },
    inscriptions: {
      title: 'Inscrição pneus de inverno',
      intro:
        'Indique as medidas escritas no flanco dos seus pneus: reservamos-lhe o modelo certo para a estação.',
      sizeSection: 'Medidas do pneu',
      loadSection: 'Índices de carga e de velocidade',
      vehicleSection: 'O seu veículo',
      schemaTitle: 'Onde ler as medidas no flanco do pneu',
      schemaDescription:
        'O flanco indica 205/55 R16 91V: largura 205 mm, perfil 55, construção radial R, jante de 16 polegadas, índice de carga 91, índice de velocidade V.',
      width: 'Largura (mm)',
      ratio: 'Perfil (altura/largura, %)',
      construction: 'Construção',
      rim: 'Diâmetro da jante (polegadas)',
      load: 'Índice de carga',
      speed: 'Índice de velocidade',
      plate: 'Matrícula',
      plateHint: 'Apenas letras e algarismos: os hífenes e espaços são retirados.',
      vin: 'Número de chassis (VIN)',
      submit: 'Enviar a inscrição',
      sent: 'Obrigado! A sua inscrição está registada; contactamo-lo antes da estação.',
    },
  },
};
