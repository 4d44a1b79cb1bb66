import { listUrl, parseListQuery } from '../../../src/api/listQuery';
import { fetchFragment, replaceContent, unmountContent } from '../../../src/core/fragment';
import { navigate } from '../../../src/core/navigation';
import type { Behavior } from '../../../src/core/widget';
import { formFilter } from './formFilter';
import type { Props } from './index';

export const LIST_FILTER_PATH = 'widget/catalog/ListFilter';

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

function enhance(
  element: HTMLElement,
  { refreshOnClick, autoSubmitDelay, collapseBelow }: Props,
): () => void {
  const form = element.querySelector<HTMLFormElement>('form[data-facets]');
  if (!form) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    clearTimeout(timer);
    navigate(listUrl(window.location.href, { filter: formFilter(form) }));
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
    if (refreshOnClick) go();
    else timer = setTimeout(go, autoSubmitDelay);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    go();
  };
  // spec 000 §9: collapsed at or below the medium breakpoint, open above.
  const details = element.closest('details') ?? element.querySelector('details');
  const media = window.matchMedia?.(`(max-width: ${collapseBelow}px)`);
  const fitToScreen = () => {
    if (details && media) details.open = !media.matches;
  };
  fitToScreen();
  media?.addEventListener('change', fitToScreen);
  form.addEventListener('pointerdown', onPointerDown);
  form.addEventListener('click', onClick);
  form.addEventListener('change', onChange);
  form.addEventListener('submit', onSubmit);
  return () => {
    clearTimeout(timer);
    media?.removeEventListener('change', fitToScreen);
    form.removeEventListener('pointerdown', onPointerDown);
    form.removeEventListener('click', onClick);
    form.removeEventListener('change', onChange);
    form.removeEventListener('submit', onSubmit);
  };
}

export default filterPanel;
