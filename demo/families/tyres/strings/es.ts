import type { FamilyStrings } from '../../../shared/strings';
import type { TyresPages } from './types';

/** What the tyre family says in Spanish. */
export const es: FamilyStrings<TyresPages> = {
  resources: {
    Tyres: {
      Loading: 'Cargando la disponibilidad…',
      ChooseDay: 'Elija el día del montaje',
      PreviousMonth: 'Mes anterior',
      NextMonth: 'Mes siguiente',
      Unavailable: 'no disponible',
      ChosenDate: 'Fecha elegida',
      ClearDate: 'Borrar la fecha',
      Slot: 'Franja horaria',
      ChooseSlot: 'Elija una franja',
      LoadingSlots: 'Cargando las franjas…',
      NoSlots: 'Ya no queda ninguna franja libre ese día. Elija otro día.',
      Retry: 'Reintentar',
      DateHint: 'Los días tachados están completos o cerrados.',
    },
  },
  pages: {
    appointment: {
      title: 'Cita para el montaje de neumáticos',
      intro:
        'Elija un día y una franja: montamos y equilibramos sus neumáticos en menos de una hora, en los próximos tres meses.',
      name: 'Nombre completo',
      email: 'Correo electrónico',
      plate: 'Matrícula',
      plateHint: 'Solo letras y cifras, por ejemplo 1234ABC.',
      date: 'Fecha de la cita',
      slot: 'Franja horaria',
      submit: 'Reservar la cita',
      confirmedTitle: 'Cita confirmada',
      confirmed:
        'Su cita del {{date}} a las {{slot}} para el vehículo {{plate}} está reservada. Le hemos enviado un correo de confirmación.',
      invalid: 'Compruebe su nombre, su correo, la matrícula, el día y la franja.',
      taken: 'Esta franja acaba de reservarse. Elija otra.',
      planningError:
        'El calendario de montajes no está disponible en este momento. Llámenos al 02 555 01 23 para pedir cita.',
    },
    inscriptions: {
      title: 'Inscripción neumáticos de invierno',
      intro:
        'Indique las medidas que figuran en el flanco de sus neumáticos: le reservamos el modelo adecuado para la temporada.',
      sizeSection: 'Medidas del neumático',
      loadSection: 'Índices de carga y de velocidad',
      vehicleSection: 'Su vehículo',
      schemaTitle: 'Dónde leer las medidas en el flanco del neumático',
      schemaDescription:
        'El flanco indica 205/55 R16 91V: anchura 205 mm, perfil 55, construcción radial R, llanta de 16 pulgadas, índice de carga 91, índice de velocidad V.',
      width: 'Anchura (mm)',
      ratio: 'Perfil (altura/anchura, %)',
      construction: 'Construcción',
      rim: 'Diámetro de llanta (pulgadas)',
      load: 'Índice de carga',
      speed: 'Índice de velocidad',
      plate: 'Matrícula',
      plateHint: 'Solo letras y cifras: se quitan los guiones y los espacios.',
      vin: 'Número de bastidor (VIN)',
      submit: 'Enviar la inscripción',
      sent: '¡Gracias! Su inscripción está registrada; le contactaremos antes de la temporada.',
    },
  },
};
