/**
 * The card payment session of an order (issue 12; spec 001 §3 "payment session: environment,
 * client key, id, session data", §7: the server call that supplies them is not shown, so its
 * path and the provider's name are our contract, decision 032). 404: an order this session
 * may not see; 409: the order is paid already.
 */
import * as z from 'zod/mini';
import { postJson } from './parse';

export const paymentSessionPath = (orderId: string) =>
  `api/v1/checkout/orders/${encodeURIComponent(orderId)}/paymentsession`;

export const paymentSessionSchema = z.object({
  /** The registered provider that shows the form: `adyen`, or the demo's `demopay`. */
  Provider: z.string().check(z.minLength(1)),
  Environment: z.string().check(z.minLength(1)),
  ClientKey: z.string().check(z.minLength(1)),
  Id: z.string().check(z.minLength(1)),
  SessionData: z.string().check(z.minLength(1)),
});

export type PaymentSessionAnswer = z.infer<typeof paymentSessionSchema>;

/** A new session for the order (each try gets its own; the order stays the same). */
export const createPaymentSession = (orderId: string, signal?: AbortSignal) =>
  postJson(paymentSessionSchema, paymentSessionPath(orderId), undefined, {
    policy: false,
    ...(signal ? { signal } : {}),
  });
