import { listUrl, parseListQuery } from '../../../src/api/listQuery';
import { on } from '../../../src/core/events';
import { fetchFragment, replaceContent, unmountContent } from '../../../src/core/fragment';
import { navigate } from '../../../src/core/navigation';
import type { Behavior } from '../../../src/core/widget';
import type { DrawerOwner } from './filterDrawer';
import { formFilter } from './formFilter';
import type { Props } from './index';

export const LIST_FILTER_PATH = 'widget/catalog/ListFilter';
/** What a facet panel of the CMS shows in the phone's drawer (decision 021 markup). */
const PANEL = '[data-filter-drawer]';

/**
 * The drawer's code loads on its first opening (issue 10 §1): a desktop, or a phone that never
 * opens the filters, loads none of it. Once loaded it lives as long as the page.
 */
let drawer: typeof import('./filterDrawer') | undefined;
async function loadDrawer() {
  if (drawer) return drawer;
  drawer = await import('./filterDrawer');
  const loaded = drawer;
  // A visit to a page without filters closes the drawer its panel left open.
  on('vitrine:page-loaded', () => {
    if (!document.querySelector(PANEL)) loaded.closeOrphanDrawer();
  });
  return loaded;
}

/**
 * spec 001 §7: GET widget/catalog/ListFilter with categoryId, brandId, currentFilter. A
 * same-origin CMS fragment (core/fragment): inserted, then its scripts run and its widgets
 * mount; the error policy of spec 000 §8 tells the shopper about a failure.
 */
async function loadForm(
  element: HTMLElement,
  { categoryId, brandId }: Props,
  alive: () => boolean,
): Promise<void> {
  const html = await fetchFragment(LIST_FILTER_PATH, {
    params: {
      categoryId,
      brandId,
      currentFilter: JSON.stringify(parseListQuery(window.location.search).filter),
    },
    policy: true,
  });
  if (!alive()) return;
  void replaceContent(element, html);
}

const filterPanel: Behavior<Props> = (element, props) => {
  if (element.querySelector('form[data-facets]')) return enhance(element, props);
  let cleanup = () => {};
  let alive = true;
  element.setAttribute('aria-busy', 'true');
  loadForm(element, props, () => alive)
    .then(() => {
      if (alive) cleanup = enhance(element, props);
    })
    // The error policy has told the shopper; the list itself still works without filters.
    .catch(() => {})
    .finally(() => element.removeAttribute('aria-busy'));
  return () => {
    alive = false;
    cleanup();
    // The fragment's own widgets (not this placeholder itself: it is being unmounted already).
    unmountContent(element);
  };
};

/**
 * On a phone the panel's content lives in a drawer (issue 10 §1): the server's opener button
 * opens it; the drawer stays open over list changes, the panel of each new page taking it over.
 */
function drawerOwner(
  element: HTMLElement,
  flush: () => void,
  fit: () => void,
): DrawerOwner | undefined {
  const content = element.querySelector<HTMLElement>(PANEL);
  const opener = element.querySelector<HTMLElement>('[data-filter-drawer-open]');
  if (!content || !opener) return undefined;
  return {
    content,
    opener: () => (opener.isConnected ? opener : null),
    // What the shell announces after a list change (decision 019): the result count.
    status: () =>
      document.querySelector('[data-shell-announce]')?.textContent?.replace(/\s+/g, ' ').trim() ??
      '',
    beforeClose: flush,
    // Back in the page, the disclosure is as the screen wants it: closed on a phone.
    afterClose: fit,
  };
}

function enhance(
  element: HTMLElement,
  { refreshOnClick, autoSubmitDelay, collapseBelow }: Props,
): () => void {
  const form = element.querySelector<HTMLFormElement>('form[data-facets]');
  if (!form) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: Element | undefined;
  const details = element.closest('details') ?? element.querySelector('details');
  // The control the change came from keeps focus on the next page (issue 10 §2).
  const go = (from: Element) => {
    clearTimeout(timer);
    timer = undefined;
    navigate(listUrl(window.location.href, { filter: formFilter(form) }), { from });
  };
  // A change still waiting for its delay applies when the drawer closes.
  const flush = () => {
    if (timer && waiting) go(waiting);
  };
  // spec 000 §4: a checked radio clicked again is unchecked.
  let radioWasChecked = false;
  const onPointerDown = (event: Event) => {
    const input =
      (event.target as Element).closest('label')?.querySelector('input[type="radio"]') ??
      event.target;
    radioWasChecked = input instanceof HTMLInputElement && input.type === 'radio' && input.checked;
  };
  const onClick = (event: Event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.type === 'radio' && radioWasChecked) {
      input.checked = false;
      radioWasChecked = false;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type === 'number' || input.type === 'text')
      return;
    clearTimeout(timer);
    if (refreshOnClick) go(input);
    else {
      waiting = input;
      timer = setTimeout(() => go(input), autoSubmitDelay);
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    // Enter in a price field submits: focus stays in that field.
    const active = document.activeElement;
    go(active && form.contains(active) ? active : (event.submitter ?? form));
  };
  // spec 000 §9: collapsed at or below the medium breakpoint, open above.
  const media = window.matchMedia?.(`(max-width: ${collapseBelow}px)`);
  const fitDetails = () => {
    if (details && media) details.open = !media.matches;
  };
  const owner = media && drawerOwner(element, flush, fitDetails);
  const opener = owner?.opener();
  const fitToScreen = () => {
    fitDetails();
    // A drawer is a phone's: a wider screen shows the panel in the page again.
    if (owner && !media?.matches) drawer?.closeDrawer();
  };
  const open = () => {
    void loadDrawer().then((loaded) => {
      if (owner && media?.matches && element.isConnected) loaded.openDrawer(owner);
    });
  };
  fitToScreen();
  // A change made in the drawer swapped the page behind it: this page's panel takes it over.
  if (owner && media?.matches) drawer?.adoptDrawer(owner);
  opener?.removeAttribute('hidden');
  opener?.addEventListener('click', open);
  media?.addEventListener('change', fitToScreen);
  form.addEventListener('pointerdown', onPointerDown);
  form.addEventListener('click', onClick);
  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  return () => {
    clearTimeout(timer);
    opener?.removeEventListener('click', open);
    media?.removeEventListener('change', fitToScreen);
    form.removeEventListener('pointerdown', onPointerDown);
    form.removeEventListener('click', onClick);
    form.removeEventListener('change', onChange);
    form.removeEventListener('submit', onSubmit);
  };
}

export default filterPanel;
