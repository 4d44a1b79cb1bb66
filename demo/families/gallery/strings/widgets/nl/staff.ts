import type { WidgetText } from '../../types';

/** nl: the sales user's widgets (issue 13), and each of their attributes (see ../nl.ts). */
export const staff: Record<string, WidgetText> = {
  'customer-search': {
    summary:
      'De klantenzoeker van de verkoper: vanaf 2 getypte tekens worden de klanten voorgesteld wier naam, e-mailadres of klantnummer overeenkomt (hoofdletters en accenten tellen niet), in een lijst die met het toetsenbord te doorlopen is; de gekozen klant vult het formulier met zijn gegevens, met één klik opgeslagen. Alleen voor verkopers: een klant krijgt een weigering.',
    attributes: {},
  },
};
