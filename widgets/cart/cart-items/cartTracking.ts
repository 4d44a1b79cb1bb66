/**
 * GA4 for the cart page (spec 000 §3 tracking item, §8): `view_cart` when the lines are shown,
 * `add_to_cart` for an increase, `remove_from_cart` for a decrease or a deletion, each with the
 * line's tracking item (the fragment's `data-item`) and the quantity that changed. A tracking
 * failure is a console warning only and never blocks the change.
 */
import { type TrackingItem, track } from '../../../src/core/tracking';

function parsed<T>(json: string | undefined): T | undefined {
  try {
    return json ? (JSON.parse(json) as T) : undefined;
  } catch (error) {
    console.warn('[vitrine] cart-items: unreadable tracking data', error);
    return undefined;
  }
}

/** `view_cart` with the fragment root's `data-view-cart` ({currency, value, items}). */
export function trackViewCart(root: Element | null): void {
  const data = parsed<Record<string, unknown>>(root?.getAttribute('data-view-cart') ?? undefined);
  if (data) track('view_cart', data);
}

/** A line's quantity went from `before` to `after` (0 when deleted). */
export function trackQuantity(line: HTMLElement, before: number, after: number): void {
  if (after === before) return;
  const item = parsed<TrackingItem>(line.dataset.item);
  if (!item) return;
  const quantity = Math.abs(after - before);
  const { currency } = parsed<{ currency?: string }>(
    line.closest('[data-view-cart]')?.getAttribute('data-view-cart') ?? undefined,
  ) ?? { currency: undefined };
  track(after > before ? 'add_to_cart' : 'remove_from_cart', {
    ...(currency ? { currency } : {}),
    value: Math.round((item.price ?? 0) * quantity * 100) / 100,
    items: [{ ...item, quantity }],
  });
}
