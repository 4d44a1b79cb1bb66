/** The cart family's session store: the basket of each demo session (issue 2 §3). */
import type { Session } from '../../shared/session';

export interface BasketLine {
  productVariantId: number;
  quantity: number;
}

/**
 * Prepaid money in the basket (issue 13; spec 001 §7 prepaidaccounts/addtocart): an amount
 * for one of the customer's accounts, or for a new prepaid account (`accountId` null). It rides
 * with the basket's lines, so emptying the basket (a new array) empties it too.
 */
export interface PrepaidCredit {
  accountId: number | null;
  /** EUR; prepaid money carries no VAT when sold (it is taxed when spent). */
  amount: number;
}

const baskets = new WeakMap<Session, BasketLine[]>();
const credits = new WeakMap<BasketLine[], PrepaidCredit[]>();

/** The prepaid money of these basket lines (changed in place). */
export function prepaidCreditsOf(lines: BasketLine[]): PrepaidCredit[] {
  const list = credits.get(lines) ?? [];
  credits.set(lines, list);
  return list;
}

/** Adds prepaid money to the session's basket (one more for the same account adds up). */
export function addPrepaidCredit(session: Session, credit: PrepaidCredit): void {
  const list = prepaidCreditsOf(basketOf(session));
  const same =
    credit.accountId === null ? undefined : list.find((c) => c.accountId === credit.accountId);
  if (same) same.amount += credit.amount;
  else list.push({ ...credit });
}

/** The session's basket (empty on a first visit); lines are changed in place. */
export function basketOf(session: Session): BasketLine[] {
  const basket = baskets.get(session) ?? [];
  baskets.set(session, basket);
  return basket;
}

export function clearBasket(session: Session): void {
  baskets.set(session, []);
}

/** Nothing to order: no product line and no prepaid money (issue 13: prepaid money alone is an order). */
export function basketIsEmpty(session: Session): boolean {
  const lines = basketOf(session);
  return lines.length === 0 && prepaidCreditsOf(lines).length === 0;
}

/** Only prepaid money in the basket: nothing to ship (issue 13), so no shipping method is asked. */
export function onlyPrepaid(session: Session): boolean {
  const lines = basketOf(session);
  return lines.length === 0 && prepaidCreditsOf(lines).length > 0;
}
