/** The cart family's session store: the basket of each demo session (issue 2 §3). */
import type { Session } from '../../shared/session';

export interface BasketLine {
  productVariantId: number;
  quantity: number;
}

const baskets = new WeakMap<Session, BasketLine[]>();

/** The session's basket (empty on a first visit); lines are changed in place. */
export function basketOf(session: Session): BasketLine[] {
  const basket = baskets.get(session) ?? [];
  baskets.set(session, basket);
  return basket;
}

export function clearBasket(session: Session): void {
  baskets.set(session, []);
}
