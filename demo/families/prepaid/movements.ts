/**
 * The movements of a prepaid account (issue 13; spec 001 §2: the list paginated with
 * `pagenbr`): about 25 seeded over the last year, the checkout orders paid with the account
 * (derived from the customer's orders), and what this session did (top-ups, the make-payment
 * page). Each shows the balance after it, counted back from the account's balance now, so the
 * newest line always matches the balance the page shows.
 */
import { round2 } from '../../../src/core/format';
import { mulberry32 } from '../../data/catalog/prng';
import type { Session } from '../../shared/session';
import type { PrepaidAccount } from '../checkout/public';
import { customerOrdersOf } from '../orders/public';
import { type Movement, prepaidStateOf, sessionMovementsOf } from './prepaidState';

/** spec 001 §2: movements per page of `pagenbr`. */
export const MOVEMENTS_PER_PAGE = 10;
/** Seeded movements before the opening credit. */
const SEEDED_COUNT = 24;
const DAY = 86_400_000;

export interface ShownMovement extends Movement {
  /** EUR after this movement. */
  balanceAfter: number;
}

/**
 * The history that led to `balance` at `until`, counted backwards: each step is a purchase or,
 * when the balance before it stays positive, a top-up; the oldest is the opening credit.
 */
export function seededMovements(accountId: number, balance: number, until: Date): Movement[] {
  const next = mulberry32(accountId);
  const list: Movement[] = [];
  let after = balance;
  for (let step = 1; step <= SEEDED_COUNT; step += 1) {
    const date = new Date(until.getTime() - step * 14 * DAY - Math.floor(next() * 5) * DAY);
    const topUp = [20, 25, 50, 100][Math.floor(next() * 4)] ?? 20;
    if (next() < 0.3 && after - topUp >= 10) {
      list.push({ accountId, date: date.toISOString(), kind: 'topup', amount: topUp });
      after = round2(after - topUp);
    } else {
      const spent = round2(4 + next() * 46);
      list.push({ accountId, date: date.toISOString(), kind: 'purchase', amount: -spent });
      after = round2(after + spent);
    }
  }
  const opened = new Date(until.getTime() - 360 * DAY);
  list.push({ accountId, date: opened.toISOString(), kind: 'opening', amount: after });
  return list.reverse();
}

/** Every movement of the account, newest first, each with the balance after it. */
export function movementsOf(session: Session, account: PrepaidAccount): ShownMovement[] {
  const state = prepaidStateOf(session);
  if (!state) return [];
  const id = account.PrepaidAccountId;
  // Balances live beside the session (checkout/prepaidStore.ts): the debits shown are the
  // seeded history's and this session's orders', the ones its balance went down by.
  const fromOrders: Movement[] = customerOrdersOf(session)
    .filter(
      (order) =>
        order.prepaidAccountId === id &&
        order.totals.prepaid > 0 &&
        (order.placedBy === 'seed' || order.placedBy === session.id),
    )
    .map((order) => ({
      accountId: id,
      date: order.createdAt,
      kind: 'order',
      amount: -order.totals.prepaid,
      reference: order.number,
    }));
  const later = [...fromOrders, ...sessionMovementsOf(session, id)];
  // The seeded history ends at the balance the account had before this session's changes.
  const seededBalance = round2(account.Balance - later.reduce((sum, m) => sum + m.amount, 0));
  const all = [...seededMovements(id, seededBalance, state.since), ...later].sort((a, b) =>
    b.date.localeCompare(a.date),
  );
  let after = account.Balance;
  return all.map((movement) => {
    const shown = { ...movement, balanceAfter: after };
    after = round2(after - movement.amount);
    return shown;
  });
}

/** One page (1-based, clamped) of a list, and how many pages there are (at least 1). */
export function pageOf<T>(list: T[], page: number, size = MOVEMENTS_PER_PAGE) {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: list.slice((current - 1) * size, current * size), page: current, pages };
}
