/**
 * What the order page's widgets call (issue 13; spec 001 §3, §4, §7, §8):
 * - POST /{culture}/sales/order/ChangeDeliveryAddressRequest (form data): `{Success, Message}`
 *   (our contract): a success message, or an error message when the order has left, when a
 *   change is already pending (the server refuses a second request), or when the address is
 *   incomplete. The request is recorded for this session (a reload shows it).
 * - PUT api/v1/sales/orders/addtocart (form data `name, quantity, price, ItemKey, OrderId,
 *   ItemOrigin, currencyCode`, one call per line): `{Added, Message?}`; a line no longer sold
 *   (or out of stock) answers `Added: false` with the reason, the add to cart's own.
 */
import type { Context, Hono } from 'hono';
import { COUNTRIES } from '../../data/countries';
import { translatorFor } from '../../shared/context';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import { postedForm } from '../../shared/formPost';
import { basketOf } from '../cart/public';
import { orderRefusal } from '../product/public';
import { customerOrderById, recordRequest } from './customerOrders';
import { canChangeDelivery } from './orderTypes';

const REQUIRED = [
  'OrderId',
  'FirstName',
  'LastName',
  'Street1',
  'HouseNumber',
  'PostalCode',
  'City',
  'CountryCode',
];

const translate = (c: Context<Env>) => {
  const asked = c.req.param('culture') ?? c.req.query('culture') ?? '';
  return translatorFor(c, isCulture(asked) ? asked : c.var.session.culture);
};

export function orderActions(routes: Hono<Env>): void {
  routes.post('/:culture/sales/order/ChangeDeliveryAddressRequest', async (c) => {
    const { session } = c.var;
    if (!session.user) return c.json({ Message: 'Login required' }, 401);
    const fields = await postedForm(c);
    const order = customerOrderById(session, fields.OrderId ?? '');
    if (!order) return c.json({ Message: 'Not found' }, 404);
    const t = translate(c);
    const refuse = (key: string) => c.json({ Success: false, Message: t(key) });
    if (order.deliveryChangeRequested) return refuse('Sales.OrdersDeliveryChangeAlready');
    if (!canChangeDelivery(order)) return refuse('Sales.OrdersDeliveryChangeTooLate');
    const incomplete =
      REQUIRED.some((name) => !(fields[name] ?? '').trim()) ||
      !COUNTRIES.includes(fields.CountryCode ?? '');
    if (incomplete) return refuse('Sales.OrdersDeliveryChangeIncomplete');
    recordRequest(session, order, { deliveryChangeRequested: true });
    return c.json({ Success: true, Message: t('Sales.OrdersDeliveryChangeSaved') });
  });

  routes.put('/api/v1/sales/orders/addtocart', async (c) => {
    const { session } = c.var;
    if (!session.user) return c.json({ Message: 'Login required' }, 401);
    const fields = await postedForm(c);
    const order = customerOrderById(session, fields.OrderId ?? '');
    const variantId = Number(fields.ItemKey);
    const line = order?.lines.find((l) => l.productVariantId === variantId);
    if (!order || !line || fields.ItemOrigin !== 'Catalog')
      return c.json({ Message: 'Not found' }, 404);
    const quantity = Number(fields.quantity);
    const basket = basketOf(session);
    const inBasket = basket.find((l) => l.productVariantId === variantId);
    const refused = orderRefusal(variantId, quantity, inBasket?.quantity ?? 0, translate(c));
    if (refused) return c.json({ Added: false, Message: refused });
    if (inBasket) inBasket.quantity += quantity;
    else basket.push({ productVariantId: variantId, quantity });
    return c.json({ Added: true });
  });
}
