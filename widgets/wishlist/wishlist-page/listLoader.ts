/**
 * One list's items into the table wrapper, through the one fragment module (spec 001 §2;
 * docs/architecture.md §5): only the newest choice lands (abort), the wrapper is busy while it
 * loads, a failure keeps what was shown and says why. Choosing a list writes `?Id=` through
 * core/history; Back and Forward then reach the page shell, which shows that address's list.
 */
import { fetchFragment, replaceContent } from '../../../src/core/fragment';
import { pushEntry } from '../../../src/core/history';
import { cultureUrl } from '../../../src/core/paths';
import { sayFailure } from './feedback';

export interface ListLoader {
  /** Loads a list's items; true once they are shown. */
  load: (id: string) => Promise<boolean>;
  /** Loads a list chosen in the navigation, marks it current, writes the address, announces it. */
  choose: (id: string) => Promise<void>;
  /** The id of the list on screen. */
  shown: () => string | undefined;
  abort: () => void;
  /** The table wrapper the items are shown in. */
  wrapper: HTMLElement;
}

export function listLoader(
  element: HTMLElement,
  wrapper: HTMLElement,
  listItemUrl: string | undefined,
): ListLoader {
  const address = listItemUrl ?? cultureUrl('catalog/wishlist/list_item');
  let controller: AbortController | undefined;

  async function load(id: string): Promise<boolean> {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    wrapper.setAttribute('aria-busy', 'true');
    try {
      const html = await fetchFragment(address, {
        params: { wishlistid: id },
        signal: current.signal,
      });
      if (current.signal.aborted) return false;
      await replaceContent(wrapper, html);
      return true;
    } catch (error) {
      // Aborted: a newer choice, or the page went away.
      if (!current.signal.aborted) sayFailure(error);
      return false;
    } finally {
      if (controller === current) wrapper.removeAttribute('aria-busy');
    }
  }

  function mark(id: string) {
    for (const link of element.querySelectorAll<HTMLElement>('[data-wishlist-link]')) {
      if (link.dataset.wishlistLink === id) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }

  /** Focus stays on the chosen link (decision 019); the new list is announced instead. */
  function announce() {
    const status = element.querySelector('[data-wishlist-status]');
    const title = wrapper.querySelector('h2')?.textContent?.replace(/\s+/g, ' ').trim();
    if (status && title) status.textContent = title;
  }

  async function choose(id: string) {
    if (!(await load(id))) return;
    mark(id);
    const url = new URL(location.href);
    url.searchParams.set('Id', id);
    pushEntry(`${url.pathname}${url.search}`);
    announce();
  }

  return {
    load,
    choose,
    shown: () => wrapper.querySelector<HTMLElement>('[data-wishlist]')?.dataset.wishlist,
    abort: () => controller?.abort(),
    wrapper,
  };
}
