/**
 * The customer's prepaid accounts (issue 13; spec 001 §2, §3, §5, §7): the usage
 * notification (`{IsActivated, PrepaidAccountId}`), prepaid money added to the cart
 * (`{Quantity, PrepaidAccountId}`) and an open order paid from an account (the make-payment
 * page). The answers, and the payment's path, are not shown in spec 001 §7: our contract,
 * listed in src/api/prepaidEndpoints.ts. Failures are the callers' (`policy: false`).
 */
import * as z from 'zod/mini';
import { basketSummarySchema } from './cart';
import { postJson } from './parse';

export const PREPAID_NOTIFICATION_PATH = 'api/v1/sales/prepaidaccounts/setnotification';
export const PREPAID_ADD_TO_CART_PATH = 'api/v1/sales/prepaidaccounts/addtocart';
export const PREPAID_PAY_ORDER_PATH = 'api/v1/sales/prepaidaccounts/payorder';

const id = z.number().check(z.int(), z.positive());
const amount = z.number().check(z.nonnegative());

/** What the server saved, and its sentence. */
export const notificationAnswerSchema = z.object({
  PrepaidAccountId: id,
  IsActivated: z.boolean(),
  Message: z.optional(z.string()),
});

/** The basket summary after the add (spec 000 §3), and the server's sentence. */
// Spread, not z.extend: extend would add to the shared zod chunk every page loads.
export const prepaidAddAnswerSchema = z.object({
  ...basketSummarySchema.shape,
  Message: z.optional(z.string()),
});

/** What was taken from the account, what the order still awaits, and where the order is. */
export const payOrderAnswerSchema = z.object({
  Paid: amount,
  AmountDue: amount,
  Balance: amount,
  OrderUrl: z.string(),
  Message: z.optional(z.string()),
});

/** spec 001 §7: saves the usage-notification choice of one account. */
export const setPrepaidNotification = (PrepaidAccountId: number, IsActivated: boolean) =>
  postJson(
    notificationAnswerSchema,
    PREPAID_NOTIFICATION_PATH,
    { IsActivated, PrepaidAccountId },
    { policy: false, abortKey: `prepaid-notification-${PrepaidAccountId}` },
  );

/** spec 001 §7: prepaid money for an account (null: a new prepaid account) into the cart. */
export const addPrepaidToCart = (Quantity: number, PrepaidAccountId: number | null) =>
  postJson(
    prepaidAddAnswerSchema,
    PREPAID_ADD_TO_CART_PATH,
    { Quantity, PrepaidAccountId },
    { policy: false },
  );

/** Our contract: pays an open order (or part of it) from one of the customer's accounts. */
export const payOrderFromPrepaid = (OrderId: string, PrepaidAccountId: number) =>
  postJson(
    payOrderAnswerSchema,
    PREPAID_PAY_ORDER_PATH,
    { OrderId, PrepaidAccountId },
    { policy: false },
  );
