/**
 * The sales user's rows of the contract test (issue 13; demo/server/contract.test.ts): the
 * customer search and the save of the "edit customer" dialog, parsed with the schemas of
 * src/api/customers.ts. Only the staff account may call them (spec 001 §6), so these rows ask
 * through a session of their own, signed in as staff.
 */
import { customerListSchema, customerSchema } from '../../src/api/customers';
import type { createApp } from './app';
import type { ContractRow } from './contractBasket';
import { shopperOf } from './shopper';

type App = Awaited<ReturnType<typeof createApp>>;

export function staffContract(app: App): ContractRow[] {
  let staff: Promise<Awaited<ReturnType<typeof shopperOf>>> | undefined;
  const asStaff = () => {
    staff ??= shopperOf(app, '/', true, { email: 'staff@vitrine.shop', password: 'vitrine-staff' });
    return staff;
  };
  let found: { CustomerId: string; Email: string } | undefined;
  return [
    {
      route: 'GET /api/v1/sales/customers',
      call: async () => {
        const response = await (await asStaff()).request('api/v1/sales/customers?search=ma');
        found = (await response.clone().json())[0];
        return response;
      },
      schema: customerListSchema,
    },
    {
      route: 'POST /api/v1/sales/customers/:id',
      call: async () =>
        (await asStaff()).request(`api/v1/sales/customers/${found?.CustomerId ?? ''}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            FirstName: 'Marie',
            LastName: 'Dubois',
            Email: found?.Email ?? '',
            Phone: '+32 470 00 00 00',
            AccountType: 'private',
          }),
        }),
      schema: customerSchema,
    },
  ];
}
