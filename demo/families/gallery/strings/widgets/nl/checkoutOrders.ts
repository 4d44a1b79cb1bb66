import type { WidgetText } from '../../types';

/** nl: the checkout's order widgets (issue 12; see ../nl.ts). */
export const checkoutOrders: Record<string, WidgetText> = {
  'checkout-form': {
    summary:
      'Verzenden van het bestelformulier: het formulier wordt gecontroleerd (fouten bovenaan gemeld, de eerste fout in beeld), het te betalen bedrag wordt vlak ervoor opnieuw gecontroleerd en de bestelling wordt één keer geplaatst; wat ingevuld is, blijft bewaard als de pagina herlaadt.',
    attributes: {
      'data-to-pay': {
        description:
          'Te betalen bedrag (EUR) bij het maken van de pagina, als het overzicht het niet vermeldt.',
        example: '59.9',
      },
      'data-texts': {
        description:
          'De zinnen die het formulier zegt (fouten, verzenden, nieuw totaal, mislukt, bestelling per kaart), in de taal van de pagina.',
        example:
          '{"invalid": "…", "placing": "…", "totalChanged": "… {total}", "failed": "…", "placedCard": "… {number}"}',
      },
      'data-begin-checkout': {
        description:
          'GA4-gegevens “begin_checkout” (artikelen, bedrag, munt, kortingscode), één keer per weergave verzonden.',
        example:
          '{"currency": "EUR", "value": 59.9, "items": [{"item_id": "1001", "item_name": "Vase", "quantity": 1}]}',
      },
      'data-draft-key': {
        description:
          'Naam waaronder het concept van het formulier tijdens het bezoek bewaard wordt.',
        example: 'vitrine:checkout-draft',
      },
      'data-skip': {
        description: 'Velden die het concept niet terugzet (keuzes die de server al bewaart).',
        example: '["ShippingMethodId", "PrepaidAccountId"]',
      },
    },
  },
  'purchase-tracking': {
    summary:
      'GA4-meting van de aankoop op de bevestigingspagina, één keer per bestelling verzonden, ook als de pagina herlaadt.',
    attributes: {
      'data-purchase': {
        description:
          'GA4-gegevens “purchase”: bestelnummer, bedrag, btw, verzending, munt, kortingscode, artikelen.',
        example:
          '{"transaction_id": "VT-2026-001001", "value": 59.9, "tax": 10.4, "shipping": 5.95, "currency": "EUR", "items": [{"item_id": "1001", "item_name": "Vase", "quantity": 1}]}',
      },
      'data-storage-key': {
        description: 'Naam waaronder de al verzonden bestelnummers in de browser onthouden worden.',
        example: 'vitrine:purchases-sent',
      },
    },
  },
};
