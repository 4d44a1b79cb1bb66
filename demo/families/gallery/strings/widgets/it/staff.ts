import type { WidgetText } from '../../types';

/** it: the sales user's widgets (issue 13), and each of their attributes (see ../it.ts). */
export const staff: Record<string, WidgetText> = {
  'customer-search': {
    summary:
      'La ricerca clienti del venditore: da 2 caratteri digitati propone i clienti il cui nome, indirizzo e-mail o numero corrisponde (senza badare ad accenti e maiuscole) in un elenco percorribile da tastiera; il cliente scelto compila il modulo dei suoi dati, salvato con un clic. Riservata ai venditori: un cliente riceve un rifiuto.',
    attributes: {},
  },
};
