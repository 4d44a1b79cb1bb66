/**
 * The localization family of the demo CMS: the string resources per culture (spec 000 §7: the
 * server's merge of every family's, read from the request context), the currency change (spec
 * 001 §4, §7; it reads the cart's basket through cart/public.ts) and the sales-tax country
 * (spec 001 §7). Its own words are the Currency group.
 */
import { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { currencyChangeSchema } from '../../../src/api/localization';
import { COUNTRIES } from '../../data/countries';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { rates } from '../../shared/money';
import { basketOf } from '../cart/public';
import { strings } from './strings';

type CurrencyChangeAnswer = z.infer<typeof currencyChangeSchema>;

export function localizationFamily(): Family {
  const routes = new Hono<Env>();

  routes.get('/api/v1/localization/:culture/stringresources', (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.json({ Message: 'Unknown culture' }, 404);
    // The shared layer's and every mounted family's, merged by the server (decision 016).
    return c.json(c.var.strings[culture]);
  });

  // spec 001 §4, §7: OK reloads; a warning (non-empty basket) asks first; /true forces.
  routes.post('/api/v1/currencyconverter/currency/changeto/:currency/:force?', (c) => {
    const { session } = c.var;
    const currency = c.req.param('currency').toUpperCase();
    const force = c.req.param('force') === 'true';
    const answer = (answer: CurrencyChangeAnswer) => c.json(answer);
    if (!(currency in rates)) {
      return answer({
        ResponseCode: 'KO',
        ReasonType: 'Error',
        ReasonResourceKey: 'Currency.ChangeError',
      });
    }
    if (basketOf(session).length > 0 && !force && currency !== session.currency) {
      return answer({
        ResponseCode: 'KO',
        ReasonType: 'Warning',
        ReasonResourceKey: 'Currency.ConfirmChange',
      });
    }
    session.currency = currency;
    return answer({ ResponseCode: 'OK', ReasonType: 'None', ReasonResourceKey: '' });
  });

  // spec 001 §7: the shopper's country for sales taxes.
  routes.put('/api/v1/salestaxes/currentcountry', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { currentCountry?: unknown };
    const country = String(body.currentCountry ?? '').toUpperCase();
    if (!COUNTRIES.includes(country)) return c.json({ Message: 'Unknown country' }, 422);
    c.var.session.country = country;
    return c.json({ currentCountry: country });
  });

  return { name: 'localization', routes, strings };
}
