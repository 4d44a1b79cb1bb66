/**
 * Order all products of a list (spec 001 §2; spec 000 §7 addwishlisttocart): each product goes
 * into the session's basket (the cart family's) under the product family's order rules; what
 * they refuse is said, what they accept is added.
 */
import type { Session } from '../../shared/session';
import type { Translate } from '../../shared/t';
import { basketOf } from '../cart/public';
import { orderRefusal } from '../product/public';
import type { Wishlist } from './wishlistStore';

export function orderWholeList(
  session: Session,
  list: Wishlist,
  t: Translate,
): { added: number; message: string } {
  if (list.Items.length === 0) return { added: 0, message: t('Catalog.WishlistNothingToOrder') };
  const basket = basketOf(session);
  const refusals = new Set<string>();
  let added = 0;
  for (const item of list.Items) {
    const line = basket.find((l) => l.productVariantId === item.variantId);
    const refused = orderRefusal(item.variantId, item.qty, line?.quantity ?? 0, t);
    if (refused) {
      refusals.add(refused);
      continue;
    }
    if (line) line.quantity += item.qty;
    else basket.push({ productVariantId: item.variantId, quantity: item.qty });
    added += 1;
  }
  const reasons = [...refusals].join(' ');
  if (!added) return { added, message: t('Catalog.WishlistNothingOrdered', { reasons }) };
  const ordered = t('Catalog.WishlistOrdered', { count: added });
  return {
    added,
    message: refusals.size
      ? `${ordered} ${t('Catalog.WishlistOrderedPartly', { reasons })}`
      : ordered,
  };
}
