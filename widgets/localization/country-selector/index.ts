import * as z from 'zod/mini';
import { countryCode } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** ISO 3166 codes offered. */
  countries: z._default(z.array(countryCode()), ['BE', 'NL', 'FR', 'DE', 'LU']),
  /** The shopper's current country. */
  current: z._default(countryCode(), 'BE'),
});

export type Props = WidgetProps<typeof props>;

/** Country for sales taxes (spec 001 §7): PUT /api/v1/salestaxes/currentcountry, then the page reloads. */
export default defineWidget({
  props,
  load: () => import('./CountrySelector'),
});
