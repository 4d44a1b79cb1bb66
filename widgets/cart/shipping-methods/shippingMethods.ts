import { setShippingMethod } from '../../../src/api/cartOptions';
import { dialogs } from '../../../src/core/dialogs';
import { failureMessage } from '../../../src/core/errorPolicy';
import { emit, on } from '../../../src/core/events';
import { fetchFragment, replaceContent } from '../../../src/core/fragment';
import { cultureUrl } from '../../../src/core/paths';
import { basket } from '../../../src/core/stores/basket';
import { track } from '../../../src/core/tracking';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

const RADIOS = 'input[type="radio"][name="ShippingMethodId"]';
/**
 * How long a choice must stay before it is sent: arrow keys move through a radio group one
 * method at a time, and only where the shopper stops counts (and opens a pickup search).
 */
export const SETTLE_MS = 250;

/** The method's name as the shopper reads it (GA4 `shipping_tier`). */
const tierOf = (radio: HTMLInputElement) =>
  (
    radio.labels?.[0]?.querySelector('.cart-methods__name') ?? radio.labels?.[0]
  )?.textContent?.trim() ?? radio.value;

const shippingMethods: Behavior<Props> = (element, { url, checkout }) => {
  const container = element.querySelector<HTMLElement>('[data-methods]') ?? element;
  for (const button of element.querySelectorAll<HTMLElement>('[data-nojs]')) button.hidden = true;
  const radios = () => Array.from(container.querySelectorAll<HTMLInputElement>(RADIOS));
  let saved = radios().find((radio) => radio.checked)?.value ?? '';
  let saving = false;
  /** The choice made while another was being saved: sent next (the last one wins). */
  let next: HTMLInputElement | undefined;
  let ownChange = false;
  let settling: ReturnType<typeof setTimeout> | undefined;

  function mark(value: string) {
    for (const radio of radios()) {
      radio.checked = radio.value === value;
      radio.closest('.cart-methods__item')?.classList.toggle('is-chosen', radio.checked);
    }
  }

  async function save(radio: HTMLInputElement) {
    if (saving) {
      next = radio;
      return;
    }
    if (radio.value === saved) return;
    saving = true;
    element.setAttribute('aria-busy', 'true');
    try {
      basket.set(await setShippingMethod(Number(radio.value)));
      saved = radio.value;
      mark(saved);
      ownChange = true;
      emit('vitrine:basket-changed', {});
      if (checkout) track('add_shipping_info', { shipping_tier: tierOf(radio) });
      // Only the method the shopper stopped at opens its search, never one passed on the way.
      if (radio.dataset.pickup === 'true' && !next && settling === undefined)
        emit('vitrine:pickup-point-wanted', { shippingMethodId: Number(radio.value) });
    } catch (error) {
      mark(saved);
      const message = failureMessage(error);
      if (message) dialogs.toast({ kind: 'error', message });
    } finally {
      ownChange = false;
      saving = false;
      element.removeAttribute('aria-busy');
    }
    const queued = next;
    next = undefined;
    if (queued) await save(queued);
  }

  /** New prices for a changed basket; focus stays on the method it was on. */
  async function reload() {
    const focused = container.contains(document.activeElement)
      ? (document.activeElement as HTMLInputElement).value
      : undefined;
    try {
      await replaceContent(container, await fetchFragment(cultureUrl(url)));
      saved = radios().find((radio) => radio.checked)?.value ?? '';
      if (focused)
        radios()
          .find((radio) => radio.value === focused)
          ?.focus();
    } catch (error) {
      // The old prices stay; the next change of the basket tries again. A 401 opens the login
      // modal (spec 000 §8).
      console.warn('[vitrine] shipping methods could not be reloaded', error);
      failureMessage(error);
    }
  }

  const onChange = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || !target.matches(RADIOS)) return;
    clearTimeout(settling);
    settling = setTimeout(() => {
      settling = undefined;
      void save(target);
    }, SETTLE_MS);
  };
  const onSubmit = (event: Event) => event.preventDefault();
  container.addEventListener('change', onChange);
  element.addEventListener('submit', onSubmit);
  const offs = [
    on('vitrine:basket-changed', () => {
      if (!ownChange) void reload();
    }),
  ];
  if (checkout)
    offs.push(
      on('vitrine:checkout-changed', ({ detail: { reason } }) => {
        if (reason === 'address') void reload();
      }),
      on('vitrine:country-changed', () => void reload()),
    );
  return () => {
    clearTimeout(settling);
    container.removeEventListener('change', onChange);
    element.removeEventListener('submit', onSubmit);
    for (const off of offs) off();
  };
};

export default shippingMethods;
