import type { WidgetText } from '../../types';

/** nl: het afrekenen: de adressen en de btw-controle (see ../nl.ts). */
export const checkoutAddresses: Record<string, WidgetText> = {
  'address-picker': {
    summary:
      'Adressen bij het afrekenen: het factuur- en leveringsadres en het soort account kiezen, of zonder account het adres invullen; elke keuze wordt meteen bewaard en de verzendkosten volgen. De links „Toevoegen” en „Wijzigen” openen het adresformulier in een venster.',
    attributes: {
      'data-postal-codes': {
        description:
          'Postcoderegel per land (ISO-code → patroon, in JSON), toegepast op het veld wanneer het land verandert.',
        example: '{"BE":"\\\\d{4}","NL":"\\\\d{4} ?[A-Za-z]{2}"}',
      },
      'data-section-url': {
        description:
          'Adres van de inhoud van de sectie, opnieuw geladen nadat een adres werd opgeslagen.',
        example: '/nl/checkout/addresses',
      },
    },
  },
  'vat-check': {
    summary:
      'Btw-nummer dat wordt gecontroleerd zodra het verandert (als het niet leeg is); het antwoord geldig, ongeldig of dienst niet beschikbaar staat naast het veld en de pagina herlaadt wanneer de geldigheid verandert.',
    attributes: {
      'data-customer-id': {
        description:
          'Klantnummer van de aangemelde klant, meegestuurd met de controle (leeg voor een gast).',
        example: '104872',
      },
      'data-state': {
        description:
          'Laatst bekende antwoord: true (geldig), false (ongeldig), null (dienst niet beschikbaar) of unchecked.',
        example: 'unchecked',
      },
    },
  },
};
