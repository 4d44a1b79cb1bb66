import * as z from 'zod/mini';
import { currencyCode } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** ISO 4217 codes offered. */
  currencies: z._default(z.array(currencyCode()), ['EUR', 'USD', 'GBP', 'CHF']),
  /** The shopper's currency; defaults to the page settings' currency. */
  current: z.optional(currencyCode()),
});

export type Props = WidgetProps<typeof props>;

/**
 * Currency selector (spec 001 §4, §7): OK reloads the page; a warning (a basket already priced
 * in another currency) asks first and can force the change; any other answer shows an error
 * toast titled with the reason text.
 */
export default defineWidget({
  props,
  load: () => import('./CurrencySelector'),
});
