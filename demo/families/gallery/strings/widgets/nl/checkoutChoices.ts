import type { WidgetText } from '../../types';

/** nl: the checkout's choices (issue 12), and each of their attributes (see ../nl.ts). */
export const checkoutChoices: Record<string, WidgetText> = {
  'checkout-summary': {
    summary:
      'Het overzicht van de bestelling: regels, verzendkosten, korting, btw, deel betaald met prepaidrekening en nog te betalen bedrag, herladen en aangekondigd bij elke wijziging van de bestelling.',
    attributes: {
      'data-to-pay': {
        description: 'Nog te betalen bedrag in euro (2 decimalen), vóór de betaling gecontroleerd.',
        example: '42.50',
      },
      'data-url': {
        description:
          'Adres van het overzicht, herladen wanneer de bestelling of het winkelmandje verandert, vanaf de taal van de pagina.',
        example: 'widget/checkoutsummary',
      },
    },
  },
  'prepaid-choice': {
    summary:
      'De keuze van de prepaidrekening bij het afrekenen: de keuze wordt meteen opgeslagen en de totalen volgen; mislukt dat, dan komt de vorige keuze terug en zegt een bericht waarom.',
    attributes: {},
  },
  'payment-methods': {
    summary:
      'De keuze van de betaalmethode (overschrijving of kaart): toont de gegevens van de gekozen methode (rekening en mededeling van de overschrijving), slaat ze op en meldt ze aan GA4; niets te kiezen als een prepaidrekening alles betaalt.',
    attributes: {},
  },
  'method-details': {
    summary:
      'De detailvensters van de verzendmethoden: ze openen bij aanwijzen, bij focus en met het toetsenbord, blijven zolang de aanwijzer erop staat en sluiten met Esc.',
    attributes: {
      'data-close-delay': {
        description:
          'Milliseconden dat het venster open blijft nadat de aanwijzer de methode verlaat, om het te kunnen bereiken.',
        example: '300',
      },
    },
  },
};
