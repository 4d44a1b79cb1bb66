/**
 * The sales user's customer search (spec 001 §1, §2, §3, §5, §6, §7; issue 13): `GET
 * api/v1/sales/customers?search={text}` answers a list with `CustomerId` and `Email` (spec 001
 * §3); the other fields, which fill the edit form, and the save call are our contract
 * (docs/endpoints.md, docs/decisions/036-staff-customer-search.md). A shopper is answered
 * 403, a visitor 401. Failures are the caller's (`policy: false`): the dialog says them where
 * the sales user looks.
 */
import * as z from 'zod/mini';
import { getJson, postJson } from './parse';

export const CUSTOMER_SEARCH_PATH = 'api/v1/sales/customers';
/** The query parameter of the search text (our contract: the spec names no parameter). */
export const CUSTOMER_SEARCH_PARAM = 'search';
/** spec 001 §5, §9: the customer search starts at 2 typed characters. */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;

/** POST api/v1/sales/customers/{CustomerId}: saves the edit form (our contract). */
export const customerSavePath = (customerId: string) =>
  `${CUSTOMER_SEARCH_PATH}/${encodeURIComponent(customerId)}`;

export const accountTypeSchema = z.enum(['private', 'company']);

export const customerSchema = z.object({
  CustomerId: z.string(),
  Email: z.string(),
  FirstName: z._default(z.string(), ''),
  LastName: z._default(z.string(), ''),
  Phone: z._default(z.string(), ''),
  AccountType: z._default(accountTypeSchema, 'private'),
  CompanyName: z._default(z.string(), ''),
});

export const customerListSchema = z.array(customerSchema);

export type Customer = z.infer<typeof customerSchema>;
export type AccountType = z.infer<typeof accountTypeSchema>;

/** The 422 answer of the save: every message on its field's exact name (our contract). */
export const customerRefusalSchema = z.object({
  Errors: z._default(z.record(z.string(), z.string()), {}),
  Message: z.optional(z.string()),
});

export type CustomerRefusal = z.infer<typeof customerRefusalSchema>;

/** The customers matching `text`; a newer search aborts the one in flight. */
export function searchCustomers(text: string): Promise<Customer[]> {
  return getJson(customerListSchema, CUSTOMER_SEARCH_PATH, {
    params: { [CUSTOMER_SEARCH_PARAM]: text },
    policy: false,
    abortKey: 'sales-customers',
  });
}

/** Saves the form's fields; the answer is the customer as saved. */
export function saveCustomer(customer: Customer): Promise<Customer> {
  const { CustomerId, ...fields } = customer;
  return postJson(customerSchema, customerSavePath(CustomerId), fields, { policy: false });
}
