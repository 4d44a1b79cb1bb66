/**
 * The checkout choices' rows of the contract test (issue 12; demo/server/contract.test.ts):
 * the totals, the prepaid account and the payment method, each parsed with the schema of
 * src/api/checkout.ts the widgets use. The shopper is the signed-in demo customer.
 */
import { checkoutTotalsSchema } from '../../src/api/checkout';
import type { ContractRow } from './contractBasket';

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const checkoutChoicesContract: ContractRow[] = [
  {
    route: 'GET /api/v1/checkout/totals',
    call: (send) => send('api/v1/checkout/totals'),
    schema: checkoutTotalsSchema,
  },
  {
    route: 'POST /api/v1/checkout/prepaid',
    call: (send) => send('api/v1/checkout/prepaid', post({ PrepaidAccountId: 7001 })),
    schema: checkoutTotalsSchema,
  },
  {
    route: 'POST /api/v1/checkout/paymentmethod',
    call: (send) => send('api/v1/checkout/paymentmethod', post({ PaymentMethod: 'card' })),
    schema: checkoutTotalsSchema,
  },
];
