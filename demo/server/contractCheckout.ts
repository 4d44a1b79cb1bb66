/**
 * The checkout's address and payment rows of the contract test (issue 12;
 * demo/server/contract.test.ts): the address choice, a guest's fields, the VAT check, and the
 * payment session of an order the signed-in demo customer places by card, each parsed with
 * the schema of src/api the widgets use.
 */
import { addressChoiceSchema, vatCheckSchema } from '../../src/api/checkoutAddresses';
import { paymentSessionSchema } from '../../src/api/payment';
import { countryByCode, shippingMethodsOf } from '../data/shipping';
import { customerIdOf } from '../families/cart/public';
import type { ContractRow, Send } from './contractBasket';

const belgium = countryByCode('BE');
const homeDelivery = belgium
  ? shippingMethodsOf(belgium).find((method) => method.kind === 'home')?.ShippingMethodId
  : undefined;

/** Places a card order from the shopper's basket; answers its id. */
async function cardOrder(send: Send): Promise<string> {
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
      PaymentMethod: 'card',
      AcceptTerms: 'true',
    }),
  });
  return ((await placed.json()) as { OrderId: string }).OrderId;
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const checkoutContract: ContractRow[] = [
  {
    route: 'POST /api/v1/checkout/addresses/choice',
    call: (send) =>
      send('api/v1/checkout/addresses/choice', postJson({ SameAddressForShipping: true })),
    schema: addressChoiceSchema,
  },
  {
    route: 'POST /api/v1/checkout/addresses/guest',
    call: (send) => send('api/v1/checkout/addresses/guest', postJson({ Email: 'a@b.be' })),
    schema: addressChoiceSchema,
  },
  {
    route: 'GET /api/v1/checkout/vat',
    call: (send) =>
      send(
        `api/v1/checkout/vat?countryId=21&VAT=BE0123456749&customerId=${customerIdOf('demo@vitrine.shop')}`,
      ),
    schema: vatCheckSchema,
  },
  {
    route: 'POST /api/v1/checkout/orders/:orderId/paymentsession',
    call: async (send) =>
      send(`api/v1/checkout/orders/${await cardOrder(send)}/paymentsession`, { method: 'POST' }),
    schema: paymentSessionSchema,
  },
];
