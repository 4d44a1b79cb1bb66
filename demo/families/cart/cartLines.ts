/**
 * The basket's lines as the cart page shows them (spec 001 §2, §3): each line's product,
 * variant, chosen values, unit price (the degressive step its quantity reached), the quantity
 * rule it may move within (spec 000 §5: min, step, max lowered to the stock), and whether it
 * can still be ordered. Before showing them, a line asking for more than the stock is brought
 * down to it, and the shopper is told once, by a cart info message (spec 001 §3
 * `ItemOriginAndKey`, `ItemName`).
 */
import { variantById } from '../../data/catalog';
import type { Product, ProductVariant } from '../../data/catalog/types';
import type { Session } from '../../shared/session';
import { unitPriceFor } from '../product/public';
import { type BasketLine, basketOf } from './basketStore';

export interface CartLine {
  line: BasketLine;
  product: Product;
  variant: ProductVariant;
  /** spec 001 §3 cart info message key: where the line came from and its key. */
  itemOriginAndKey: string;
  unit: { incl: number; excl: number };
  /** The quantity rule of the line (spec 000 §5), max lowered to a multiple of the step in stock. */
  rule: { min: number; step: number; max: number };
  /** false when the variant was withdrawn or its stock is gone: delete it to check out. */
  orderable: boolean;
}

/** A cart info message (spec 001 §3): which line, its name, and what happened to it. */
export type CartMessage = {
  ItemOriginAndKey: string;
  ItemName: string;
} & ({ kind: 'reduced'; quantity: number } | { kind: 'refused'; text: string });

/** Units of the variant over every warehouse (0: out of stock). */
const stockOf = (variant: ProductVariant) =>
  Object.values(variant.stock).reduce((sum, units) => sum + units, 0);

const pending = new WeakMap<Session, CartMessage[]>();

export const itemOriginAndKey = (variantId: number) => `Catalog-${variantId}`;

/** The largest multiple of `step` not above `stock` (0 when even one step is too many). */
const steppedStock = (stock: number, step: number) => Math.floor(stock / step) * step;

function ruleOf(product: Product, variant: ProductVariant) {
  const { min, step, max } = product.quantity;
  const stock = steppedStock(stockOf(variant), step);
  return { min, step, max: max > 0 ? Math.min(max, stock) : stock };
}

/** The session's lines, brought within the stock; the messages of what changed are kept. */
export function cartLinesOf(session: Session, culture: keyof Product['name']): CartLine[] {
  const lines: CartLine[] = [];
  for (const line of basketOf(session)) {
    const found = variantById(line.productVariantId);
    if (!found) continue;
    const { product, variant } = found;
    const rule = ruleOf(product, variant);
    const orderable = variant.available && rule.max >= rule.min;
    if (orderable && line.quantity > rule.max) {
      line.quantity = rule.max;
      addCartMessage(session, {
        ItemOriginAndKey: itemOriginAndKey(variant.ProductVariantId),
        ItemName: product.name[culture],
        kind: 'reduced',
        quantity: rule.max,
      });
    }
    lines.push({
      line,
      product,
      variant,
      itemOriginAndKey: itemOriginAndKey(variant.ProductVariantId),
      unit: unitPriceFor(product, variant, line.quantity),
      rule,
      orderable,
    });
  }
  return lines;
}

/** Keeps a message for the next rendering of the lines (a refused change posted without script). */
export function addCartMessage(session: Session, message: CartMessage): void {
  pending.set(session, [...(pending.get(session) ?? []), message]);
}

/** The cart info messages not shown yet; shown once. */
export function takeCartMessages(session: Session): CartMessage[] {
  const messages = pending.get(session) ?? [];
  pending.delete(session);
  return messages;
}
