/**
 * The prepaid rows of the contract test (issue 13; demo/server/contract.test.ts): the usage
 * notification, prepaid money into the cart, and an order placed by bank transfer paid from
 * the prepaid account, each parsed with the schema of src/api/prepaid.ts the widgets use. The
 * shopper is the signed-in demo customer.
 */
import {
  notificationAnswerSchema,
  payOrderAnswerSchema,
  prepaidAddAnswerSchema,
} from '../../src/api/prepaid';
import { products } from '../data/catalog';
import { countryByCode, shippingMethodsOf } from '../data/shipping';
import type { ContractRow, Send } from './contractBasket';

const belgium = countryByCode('BE');
const homeDelivery = belgium
  ? shippingMethodsOf(belgium).find((method) => method.kind === 'home')?.ShippingMethodId
  : undefined;
const easy = products
  .filter((p) => p.quantity.min <= 1 && p.quantity.step <= 1)
  .flatMap((p) => p.variants)
  .find((v) => v.available && Object.values(v.stock).some((units) => units > 0));

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** Places an order of one item by bank transfer; answers its id. */
async function transferOrder(send: Send): Promise<string> {
  await send(
    'api/v1/catalog/products/addtocart',
    post({ ProductVariantId: easy?.ProductVariantId, Quantity: 1 }),
  );
  const page = await (await send('fr/checkout')).text();
  const field = (name: string) =>
    new RegExp(`name="${name}" value="([^"]+)"`).exec(page)?.[1] ?? '';
  const placed = await send('fr/checkout', {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: new URLSearchParams({
      __RequestVerificationToken: field('__RequestVerificationToken'),
      CheckoutKey: field('CheckoutKey'),
      ShippingMethodId: String(homeDelivery),
      PaymentMethod: 'banktransfer',
      AcceptTerms: 'true',
    }),
  });
  return ((await placed.json()) as { OrderId: string }).OrderId;
}

export const prepaidContract: ContractRow[] = [
  {
    route: 'POST /api/v1/sales/prepaidaccounts/setnotification',
    call: (send) =>
      send(
        'api/v1/sales/prepaidaccounts/setnotification',
        post({ IsActivated: true, PrepaidAccountId: 7001 }),
      ),
    schema: notificationAnswerSchema,
  },
  {
    route: 'POST /api/v1/sales/prepaidaccounts/payorder',
    call: async (send) =>
      send(
        'api/v1/sales/prepaidaccounts/payorder',
        post({ OrderId: await transferOrder(send), PrepaidAccountId: 7002 }),
      ),
    schema: payOrderAnswerSchema,
  },
  {
    route: 'POST /api/v1/sales/prepaidaccounts/addtocart',
    call: (send) =>
      send(
        'api/v1/sales/prepaidaccounts/addtocart',
        post({ Quantity: 20, PrepaidAccountId: 7002 }),
      ),
    schema: prepaidAddAnswerSchema,
  },
];
