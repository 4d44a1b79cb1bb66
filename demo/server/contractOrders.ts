/**
 * The customer's orders' rows of the contract test (issue 13; demo/server/contract.test.ts):
 * ordering a seeded past order's line again, parsed with the schema of src/api/salesOrders.ts.
 * The shopper is the signed-in demo customer (the seeded orders are theirs).
 */
import { reorderAnswerSchema } from '../../src/api/salesOrders';
import { pastOrders } from '../families/orders/pastOrders';
import type { ContractRow } from './contractBasket';

const order = pastOrders('fr')[2];
const line = order?.lines[0];

export const ordersContract: ContractRow[] = [
  {
    route: 'PUT /api/v1/sales/orders/addtocart',
    call: (send) => {
      const form = new FormData();
      form.set('name', line?.name ?? '');
      form.set('quantity', String(line?.quantity ?? 1));
      form.set('price', String(line?.unitPrice ?? 0));
      form.set('ItemKey', String(line?.productVariantId ?? 0));
      form.set('OrderId', order?.id ?? '');
      form.set('ItemOrigin', 'Catalog');
      form.set('currencyCode', 'EUR');
      return send('api/v1/sales/orders/addtocart', { method: 'PUT', body: form });
    },
    schema: reorderAnswerSchema,
  },
];
