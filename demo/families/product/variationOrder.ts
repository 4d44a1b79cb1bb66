/**
 * What the demo's add to cart refuses (issue 5 demo CMS; spec 000 §5 quantity rule, §7
 * addtocart): a variant that cannot be ordered, a quantity outside the product's rule (min,
 * step, max for the whole basket line), or more than the stock. Messages in the asking culture
 * (`t`).
 */
import { variantById } from '../../data/catalog';
import type { Translate } from '../../shared/t';
import { stockOf } from './variation';

/** The translated reason to refuse, or undefined when the order may go into the basket. */
export function orderRefusal(
  variantId: number,
  quantity: number,
  alreadyInBasket: number,
  t: Translate,
): string | undefined {
  const found = variantById(variantId);
  if (!found?.variant.available || !Number.isInteger(quantity) || quantity < 1) {
    return t('Catalog.OrderNotPossible');
  }
  const { min, step, max } = found.product.quantity;
  if (quantity < min) return t('Catalog.OrderQuantityMin', { min });
  if (quantity % step !== 0) return t('Catalog.OrderQuantityStep', { step });
  const total = alreadyInBasket + quantity;
  if (max > 0 && total > max) return t('Catalog.OrderQuantityMax', { max });
  const stock = stockOf(found.variant);
  if (stock === 0) return t('Catalog.OrderOutOfStock');
  if (total > stock) return t('Catalog.OrderStockExceeded', { count: stock });
  return undefined;
}
