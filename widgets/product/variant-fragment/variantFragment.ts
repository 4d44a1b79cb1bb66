import { failureMessage } from '../../../src/core/errorPolicy';
import { on } from '../../../src/core/events';
import { fetchFragment, replaceContent } from '../../../src/core/fragment';
import { pageSettings } from '../../../src/core/settings';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

/**
 * Only the newest variant's answer lands (abort), and a failure keeps the old content, marked
 * `data-stale`: the price and the add-to-cart button come from the variation answer itself, so
 * the shopper can still order (docs/decisions/012).
 */
const variantFragment: Behavior<Props> = (element, props) => {
  let shown = props.productVariantId;
  let controller: AbortController | undefined;

  async function load(productVariantId: number) {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    element.setAttribute('aria-busy', 'true');
    try {
      const html = await fetchFragment(props.src, {
        params: {
          ...props.params,
          productId: props.productId,
          productVariantId,
          // The page's culture: the session's may be another tab's language.
          culture: pageSettings().culture,
        },
        signal: current.signal,
      });
      // Widgets and scripts included (core/fragment).
      void replaceContent(element, html);
      shown = productVariantId;
      delete element.dataset.stale;
    } catch (error) {
      // Aborted: a newer variant, or the block went away.
      if (current.signal.aborted) return;
      element.dataset.stale = 'true';
      console.warn(`[vitrine] variant-fragment: ${props.src} could not be refreshed`, error);
      // A 401 (a signed-in block, an expired session) opens the login modal (spec 000 §8).
      failureMessage(error);
    } finally {
      if (controller === current) element.removeAttribute('aria-busy');
    }
  }

  const off = on('vitrine:variant-changed', ({ detail }) => {
    if (detail.productId !== props.productId) return;
    if (detail.productVariantId !== shown) {
      void load(detail.productVariantId);
      return;
    }
    // Back to the variant on show: a request still in flight is for another one.
    controller?.abort();
    element.removeAttribute('aria-busy');
    delete element.dataset.stale;
  });

  return () => {
    off();
    controller?.abort();
    element.removeAttribute('aria-busy');
  };
};

export default variantFragment;
