/** Currency and sales-tax country calls (spec 001 §3, §7). */
import * as z from 'zod/mini';
import { post, put } from '../core/http';
import { parseAnswer } from './parse';

export const currencyChangeSchema = z.object({
  ResponseCode: z.string(),
  ReasonType: z.optional(z.nullable(z.string())),
  ReasonResourceKey: z.optional(z.nullable(z.string())),
});
export type CurrencyChange = z.infer<typeof currencyChangeSchema>;

/** POST {app}/api/v1/currencyconverter/currency/changeto/{currency}[/true]; /true forces it. */
export async function changeCurrency(currency: string, force = false): Promise<CurrencyChange> {
  const path = `api/v1/currencyconverter/currency/changeto/${encodeURIComponent(currency)}${force ? '/true' : ''}`;
  return parseAnswer(currencyChangeSchema, await post<unknown>(path), path);
}

/** PUT {app}/api/v1/salestaxes/currentcountry with {currentCountry}. */
export async function setSalesTaxCountry(currentCountry: string): Promise<void> {
  await put('api/v1/salestaxes/currentcountry', { currentCountry });
}
