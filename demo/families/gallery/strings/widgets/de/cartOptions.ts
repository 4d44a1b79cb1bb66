import type { WidgetText } from '../../types';

/** de: the basket page's options (delivery country, postal code, shipping methods, coupon; see ../de.ts). */
export const cartOptions: Record<string, WidgetText> = {
  'city-lookup': {
    summary:
      'Postleitzahl für die Lieferung: ab 4 Zeichen öffnet sich die Liste der Orte; der gewählte Ort wird für den Warenkorb gespeichert.',
    attributes: {
      'data-country-id': {
        description: 'Kennung des Lieferlandes, dessen Orte vorgeschlagen werden.',
        example: '21',
      },
      'data-postal-code': {
        description: 'Bereits für den Warenkorb gespeicherte Postleitzahl, im Feld angezeigt.',
        example: '1050',
      },
      'data-city': {
        description: 'Bereits für den Warenkorb gespeicherter Ort, unter dem Feld genannt.',
        example: 'Ixelles',
      },
      'data-numeric': {
        description: 'Postleitzahlen nur aus Ziffern: Telefone zeigen die Zifferntastatur.',
        example: 'true',
      },
    },
  },
  'coupon-form': {
    summary:
      'Feld für den Gutscheincode des Warenkorbs: Enter oder die Schaltfläche löst ihn ein, ein eingelöster Code lässt sich entfernen, und angemeldete Kunden wählen aus ihren eigenen Codes.',
    attributes: {
      'data-applied': {
        description:
          'Bereits eingelöster Gutscheincode, im Feld angezeigt, damit er entfernt werden kann.',
        example: 'BIENVENUE10',
      },
      'data-customer-id': {
        description:
          'Kennung des angemeldeten Kunden: zeigt die Schaltfläche „Meine Gutscheincodes“.',
        example: '104872',
      },
      'data-list-url': {
        description:
          'Adresse des Textes des Fensters „Meine Gutscheincodes“, ab der Sprache der Seite.',
        example: 'widget/couponcodes/list',
      },
    },
  },
  'shipping-country': {
    summary:
      'Lieferland des Warenkorbs: die Wahl wird gespeichert und die Seite genau einmal aktualisiert.',
    attributes: {
      'data-billing-select': {
        description:
          'Kennung der Auswahlliste des Rechnungslandes, auf Seiten mit beiden Ländern: beide werden dann zusammen gesendet.',
        example: 'billing-country',
      },
    },
  },
  'shipping-methods': {
    summary:
      'Versandarten des Warenkorbs mit Preis und Lieferzeit: die Wahl wird gespeichert, und eine Abholstelle öffnet ihre Suche.',
    attributes: {
      'data-url': {
        description:
          'Adresse der Liste der Versandarten, neu geladen, wenn sich der Warenkorb ändert, ab der Sprache der Seite.',
        example: 'widget/shippingmethods',
      },
      'data-checkout': {
        description:
          'Kassenseite: lädt die Liste neu, wenn sich Lieferadresse oder -land ändern, und meldet die gewählte Versandart an GA4.',
        example: 'true',
      },
    },
  },
};
