/**
 * spec 001 §5: the wishlist quantity is forced to a positive number, formatted on change. A
 * desired quantity is a whole number of products from 1 to 9999 (the demo CMS's limit): a
 * decimal is rounded, anything below 1 becomes 1, text that holds no number keeps the last
 * saved value, and the field shows the plain digits the server is sent.
 */
export const WISHLIST_QUANTITY_MAX = 9999;

export function forceQuantity(raw: string, saved: number): number {
  const text = raw.trim().replace(/\s/g, '').replace(',', '.');
  const value = /^[-+]?\d*\.?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(value)) return saved;
  return Math.min(WISHLIST_QUANTITY_MAX, Math.max(1, Math.round(value)));
}
