/**
 * GA4 `search` event (anchors/storefront.md §4) for a submitted search. spec 000 §8: a
 * tracking failure is only a warning and never stands in the shopper's way.
 */
export function trackSearch(term: string): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'search', search_term: term });
  } catch (error) {
    console.warn('[vitrine] the search event could not be tracked', error);
  }
}
