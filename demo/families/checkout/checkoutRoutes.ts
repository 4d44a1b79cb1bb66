/**
 * The checkout family of the demo CMS (issue 12): the one-step checkout page, its calls
 * (addresses and VAT, choices and totals, the order, the card payment session) and the
 * order confirmation. Orders are kept for the customer area (public.ts).
 */
import { Hono } from 'hono';
import { renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { addressRoutes } from './addressRoutes';
import { checkoutPage } from './checkoutPage';
import { choiceRoutes } from './choiceRoutes';
import { orderRoutes } from './orderRoutes';
import { paymentRoutes } from './paymentRoutes';
import { strings } from './strings';

export function checkoutFamily(): Family {
  const routes = new Hono<Env>();
  routes.get('/:culture/checkout', (c) => renderPage(c, 'checkout', checkoutPage));
  addressRoutes(routes);
  choiceRoutes(routes);
  orderRoutes(routes);
  paymentRoutes(routes);
  return { name: 'checkout', routes, strings };
}
