/**
 * The JSON endpoints of the demo CMS (spec 000 §7), answering through the contract types
 * of src/api. Unsafe calls must carry the session's anti-forgery token.
 */
import { Hono } from 'hono';
import { type Culture, cultures } from '../../data/catalog/types';
import { COUNTRIES } from '../../data/countries';
import { stringResources } from '../../data/strings';
import { antiForgery } from '../../shared/antiForgery';
import type { Env } from '../../shared/env';
import { rates } from '../../shared/money';
import { basketSummary } from '../cart/basketSummary';
import { catalogApiRoutes } from '../catalog/searchApi';
import { orderRefusal } from '../product/variationOrder';

export function apiRoutes() {
  const api = new Hono<Env>();

  api.use('*', antiForgery);

  api.route('/catalog', catalogApiRoutes());

  api.get('/localization/:culture/stringresources', (c) => {
    const culture = c.req.param('culture') as Culture;
    if (!cultures.includes(culture)) return c.json({ Message: 'Unknown culture' }, 404);
    return c.json(stringResources[culture]);
  });

  api.get('/shoppingcarts', (c) => {
    const { session } = c.var;
    return c.json(basketSummary(session.basket, session.culture, session.currency));
  });

  api.get('/catalog/wishlist/products/count', (c) => {
    const ids = new Set(
      c.var.session.wishlists.flatMap((list) => list.Items.map((item) => item.variantId)),
    );
    return c.json(ids.size);
  });

  api.post('/catalog/products/addtocart', async (c) => {
    const { session } = c.var;
    const body = (await c.req.json().catch(() => ({}))) as {
      ProductVariantId?: unknown;
      Quantity?: unknown;
    };
    const variantId = Number(body.ProductVariantId);
    const quantity = Number(body.Quantity ?? 1);
    const line = session.basket.find((l) => l.productVariantId === variantId);
    // The asking page's culture (another tab may have switched the session's).
    const asked = c.req.query('culture') as Culture;
    const culture = cultures.includes(asked) ? asked : session.culture;
    const refused = orderRefusal(variantId, quantity, line?.quantity ?? 0, culture);
    if (refused) return c.json({ Message: refused }, 422);
    if (line) line.quantity += quantity;
    else session.basket.push({ productVariantId: variantId, quantity });
    return c.json(basketSummary(session.basket, culture, session.currency));
  });

  // Remote validation of the registration form (spec 000 §5 remote rule): taken names answer a message.
  api.get('/demo/username-available', (c) => {
    const name = (c.req.query('Username') ?? '').trim().toLowerCase();
    return c.json(!TAKEN_USERNAMES.has(name));
  });

  // spec 001 §4, §7: OK reloads; a warning (non-empty basket) asks first; /true forces.
  api.post('/currencyconverter/currency/changeto/:currency/:force?', (c) => {
    const { session } = c.var;
    const currency = c.req.param('currency').toUpperCase();
    const force = c.req.param('force') === 'true';
    if (!(currency in rates)) {
      return c.json({
        ResponseCode: 'KO',
        ReasonType: 'Error',
        ReasonResourceKey: 'Currency.ChangeError',
      });
    }
    if (session.basket.length > 0 && !force && currency !== session.currency) {
      return c.json({
        ResponseCode: 'KO',
        ReasonType: 'Warning',
        ReasonResourceKey: 'Currency.ConfirmChange',
      });
    }
    session.currency = currency;
    return c.json({ ResponseCode: 'OK', ReasonType: 'None', ReasonResourceKey: '' });
  });

  // spec 001 §7: the shopper's country for sales taxes.
  api.put('/salestaxes/currentcountry', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { currentCountry?: unknown };
    const country = String(body.currentCountry ?? '').toUpperCase();
    if (!COUNTRIES.includes(country)) return c.json({ Message: 'Unknown country' }, 422);
    c.var.session.country = country;
    return c.json({ currentCountry: country });
  });

  return api;
}

const TAKEN_USERNAMES = new Set(['admin', 'demo', 'vitrine', 'shop']);
