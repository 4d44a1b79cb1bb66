/**
 * The prepaid family's session store (issue 13; decision 016): per session, the usage
 * notification of each account, the movements made in this session (top-ups, orders paid on
 * the make-payment page) and what each order got from prepaid accounts there. Kept beside the
 * session (a WeakMap), so parallel visitors signed in as the same customer never see each
 * other's changes; fresh when another customer signs in.
 */
import { round2 } from '../../../src/core/format';
import type { Session } from '../../shared/session';

export type MovementKind = 'opening' | 'topup' | 'purchase' | 'order' | 'payment';

export interface Movement {
  accountId: number;
  /** ISO date and time. */
  date: string;
  kind: MovementKind;
  /** EUR: positive credits the account, negative debits it. */
  amount: number;
  /** An order number, for `order` and `payment`. */
  reference?: string;
}

interface PrepaidState {
  user: string;
  /** When this session first looked: the seeded movements end before it. */
  since: Date;
  notifications: Map<number, boolean>;
  movements: Movement[];
  /** Order id -> EUR paid from prepaid accounts on the make-payment page. */
  orderPayments: Map<string, number>;
}

/** The demo customer's accounts that notify by default (7002, the prepaid account). */
const NOTIFYING = new Set([7002]);

const states = new WeakMap<Session, PrepaidState>();

/** The session's state for its signed-in customer (undefined for a visitor). */
export function prepaidStateOf(session: Session, now = new Date()): PrepaidState | undefined {
  const user = session.user;
  if (!user) return undefined;
  let state = states.get(session);
  if (!state || state.user !== user) {
    state = {
      user,
      since: now,
      notifications: new Map(),
      movements: [],
      orderPayments: new Map(),
    };
    states.set(session, state);
  }
  return state;
}

export function notificationOf(session: Session, accountId: number): boolean {
  return prepaidStateOf(session)?.notifications.get(accountId) ?? NOTIFYING.has(accountId);
}

export function setNotification(session: Session, accountId: number, on: boolean): void {
  prepaidStateOf(session)?.notifications.set(accountId, on);
}

export function addMovement(session: Session, movement: Movement): void {
  prepaidStateOf(session)?.movements.push(movement);
}

/** The movements of this session for one account, oldest first. */
export function sessionMovementsOf(session: Session, accountId: number): Movement[] {
  return (prepaidStateOf(session)?.movements ?? []).filter((m) => m.accountId === accountId);
}

/** What the make-payment page has taken from prepaid accounts for this order so far. */
export function prepaidPaidFor(session: Session, orderId: string): number {
  return prepaidStateOf(session)?.orderPayments.get(orderId) ?? 0;
}

export function recordOrderPayment(session: Session, orderId: string, amount: number): void {
  const state = prepaidStateOf(session);
  if (!state) return;
  state.orderPayments.set(orderId, round2((state.orderPayments.get(orderId) ?? 0) + amount));
}
