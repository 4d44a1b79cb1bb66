/** Currency and sales-tax country calls (spec 001 §3, §7). */
import * as z from 'zod/mini';
import { put } from '../core/http';
import { postJson } from './parse';

export const currencyChangeSchema = z.object({
  ResponseCode: z.string(),
  ReasonType: z.optional(z.nullable(z.string())),
  ReasonResourceKey: z.optional(z.nullable(z.string())),
});
export type CurrencyChange = z.infer<typeof currencyChangeSchema>;

export const CURRENCY_CHANGE_PATH = 'api/v1/currencyconverter/currency/changeto';
export const SALES_TAX_COUNTRY_PATH = 'api/v1/salestaxes/currentcountry';

/** {CURRENCY_CHANGE_PATH}/{currency}[/true]; /true forces the change. */
export const currencyChangePath = (currency: string, force = false): string =>
  `${CURRENCY_CHANGE_PATH}/${encodeURIComponent(currency)}${force ? '/true' : ''}`;

/** POST {app}/api/v1/currencyconverter/currency/changeto/{currency}[/true]. */
export async function changeCurrency(currency: string, force = false): Promise<CurrencyChange> {
  return postJson(currencyChangeSchema, currencyChangePath(currency, force));
}

/** PUT {app}/api/v1/salestaxes/currentcountry with {currentCountry}; the answer is not read. */
export async function setSalesTaxCountry(currentCountry: string): Promise<void> {
  await put(SALES_TAX_COUNTRY_PATH, { currentCountry });
}
