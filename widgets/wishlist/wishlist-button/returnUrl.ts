/**
 * The page to come back to after signing in: this page with `?openWishlist={variantId}` (or
 * `openBirthlist`), so the dialog the shopper asked for opens by itself (spec 000 §2).
 */
export function returnUrlFor(kind: 'wishlist' | 'birthlist', variantId: number): string {
  const url = new URL(location.href);
  url.searchParams.delete('openWishlist');
  url.searchParams.delete('openBirthlist');
  url.searchParams.set(kind === 'birthlist' ? 'openBirthlist' : 'openWishlist', String(variantId));
  return `${url.pathname}${url.search}${url.hash}`;
}
