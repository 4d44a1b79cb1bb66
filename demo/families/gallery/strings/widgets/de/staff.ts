import type { WidgetText } from '../../types';

/** de: the sales user's widgets (issue 13), and each of their attributes (see ../de.ts). */
export const staff: Record<string, WidgetText> = {
  'customer-search': {
    summary:
      'Die Kundensuche des Verkäufers: ab 2 eingegebenen Zeichen werden die Kunden vorgeschlagen, deren Name, E-Mail-Adresse oder Kundennummer passt (Groß- und Kleinschreibung und Akzente egal), in einer Liste, die sich mit der Tastatur durchgehen lässt; der gewählte Kunde füllt das Formular seiner Daten, das mit einem Klick gespeichert wird. Nur für Verkäufer: ein Kunde erhält eine Ablehnung.',
    attributes: {},
  },
};
