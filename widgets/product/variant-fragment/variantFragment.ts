import { startContent } from '../../../src/core/content';
import { on } from '../../../src/core/events';
import { isAbort, send } from '../../../src/core/http';
import { unmount } from '../../../src/core/loader';
import { pageSettings } from '../../../src/core/settings';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

/** Replaces the block's content with the fragment, widgets and scripts included. */
export function swapContent(element: HTMLElement, html: string): void {
  for (const child of Array.from(element.children)) unmount(child);
  element.innerHTML = html;
  void startContent(element);
}

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
      const answer = await send<string>(props.src, {
        params: {
          ...props.params,
          productId: props.productId,
          productVariantId,
          // The page's culture: the session's may be another tab's language.
          culture: pageSettings().culture,
        },
        responseType: 'text',
        policy: false,
        signal: current.signal,
      });
      if (new URL(answer.url, location.href).origin !== location.origin) {
        throw new Error(`a fragment was redirected to another origin: ${answer.url}`);
      }
      swapContent(element, answer.data);
      shown = productVariantId;
      delete element.dataset.stale;
    } catch (error) {
      if (isAbort(error) || current.signal.aborted) return;
      element.dataset.stale = 'true';
      console.warn(`[vitrine] variant-fragment: ${props.src} could not be refreshed`, error);
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
