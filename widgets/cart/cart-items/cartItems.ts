import { changeCartQuantity, deleteCartItem } from '../../../src/api/cartLines';
import { dialogs } from '../../../src/core/dialogs';
import { failureMessage } from '../../../src/core/errorPolicy';
import { emit, on } from '../../../src/core/events';
import { fetchFragment, replaceContent } from '../../../src/core/fragment';
import { createMutationQueue } from '../../../src/core/mutationQueue';
import { cultureUrl } from '../../../src/core/paths';
import type { Behavior } from '../../../src/core/widget';
import { QUANTITY_CORRECTION_DELAY } from '../../../src/ui/quantity';
import { trackQuantity, trackViewCart } from './cartTracking';
import type { Props } from './index';
import { type FocusSpot, focusSpot, restoreFocus } from './keepFocus';
import {
  corrected,
  inputOf,
  lineId,
  lineOf,
  serverQuantity,
  stepped,
  syncSteppers,
} from './lineRule';
import '../../../src/ui/visuallyHidden.css';
import './cartItems.css';

/** The fragment root: the first element of the container's content. */
const FRAGMENT_ROOT = '[data-count]';

/** The cart's lines, changed one at a time (see index.ts). */
const cartItems: Behavior<Props> = (element, { src, debounce }, { settings }) => {
  const { culture } = settings;
  const queue = createMutationQueue();
  /** Debounced quantity changes, by line. */
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  /** The quantity each line holds on the server once the sent changes are through. */
  const confirmed = new Map<number, number>();
  /** The last quantity queued for each line: the base of the next change. */
  const queued = new Map<number, number>();
  let changed = false;
  let reloadWanted = false;
  let ownEvent = false;
  let focusWanted: FocusSpot | undefined;
  let loading: AbortController | undefined;

  // The content is swapped inside a wrapper; the live region stays beside it.
  const content = document.createElement('div');
  content.className = 'vitrine-cart-items';
  content.append(...Array.from(element.childNodes));
  const status = document.createElement('p');
  status.className = 'vitrine-visually-hidden';
  status.setAttribute('role', 'status');
  element.append(content, status);

  const busy = (on: boolean) =>
    on ? content.setAttribute('aria-busy', 'true') : content.removeAttribute('aria-busy');
  const quiet = () => queue.size === 0 && timers.size === 0;
  const showFailure = (error: unknown, fallback = 'Core.ErrorServer') => {
    const message = failureMessage(error, { fallback });
    if (message) dialogs.toast({ kind: 'error', message });
  };

  async function reload(announce: boolean): Promise<void> {
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    busy(true);
    try {
      const html = await fetchFragment(cultureUrl(src), { signal: controller.signal });
      // A change made meanwhile reloads again once it is through: nothing typed is overwritten.
      if (!quiet()) return;
      const spot = focusSpot(content) ?? focusWanted;
      focusWanted = undefined;
      confirmed.clear();
      queued.clear();
      await replaceContent(content, html);
      restoreFocus(content, spot);
      if (announce) say(content.querySelector(FRAGMENT_ROOT)?.getAttribute('data-announce'));
    } catch (error) {
      showFailure(error, 'Manager.UnknowsErrors');
    } finally {
      if (loading === controller) {
        loading = undefined;
        busy(!quiet());
      }
    }
  }

  function say(text: string | null | undefined) {
    // Emptied first, so the same total said twice is announced twice.
    status.textContent = '';
    if (text) requestAnimationFrame(() => (status.textContent = text));
  }

  /** Once every change is through: the header and other tabs follow, the lines reload. */
  function settle() {
    if (!quiet() || !(changed || reloadWanted)) return;
    const announce = changed;
    if (changed) {
      ownEvent = true;
      emit('vitrine:basket-changed', {});
      ownEvent = false;
    }
    changed = false;
    reloadWanted = false;
    void reload(announce);
  }

  function mutate(key: string, run: () => Promise<unknown>) {
    busy(true);
    queue
      .enqueue(run, key)
      .then(
        () => {
          changed = true;
        },
        (error: unknown) => {
          showFailure(error);
          // The server's truth comes back, whatever failed; nothing changed for other tabs.
          reloadWanted = true;
        },
      )
      .finally(settle);
  }

  function sendQuantity(line: HTMLElement) {
    const id = lineId(line);
    timers.delete(id);
    const input = inputOf(line);
    if (!input) return settle();
    input.value = corrected(input, line);
    syncSteppers(line, input);
    const quantity = Number(input.value);
    if (quantity === (queued.get(id) ?? serverQuantity(line))) return settle();
    queued.set(id, quantity);
    mutate(`quantity-${id}`, async () => {
      const answer = await changeCartQuantity(id, quantity, { culture });
      trackQuantity(line, confirmed.get(id) ?? serverQuantity(line), quantity);
      confirmed.set(id, quantity);
      return answer;
    });
  }

  function schedule(line: HTMLElement, delay: number) {
    const id = lineId(line);
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => sendQuantity(line), delay),
    );
  }

  async function remove(line: HTMLElement) {
    const id = lineId(line);
    const spot = focusSpot(content, line.querySelector('[data-delete]'));
    // spec 000 §8: Core.SureToDelete, Core.BtnBack, Core.BtnConfirm.
    const sure = await dialogs.confirm().catch(() => false);
    // The lines may have been reloaded meanwhile (another tab): the line as it is now.
    const current = content.querySelector<HTMLElement>(`[data-line="${id}"]`);
    if (!sure || !current) return;
    clearTimeout(timers.get(id));
    timers.delete(id);
    focusWanted = spot;
    current.classList.add('vitrine-cart-items__line--leaving');
    mutate(`delete-${id}`, async () => {
      const answer = await deleteCartItem(id, { culture });
      trackQuantity(current, confirmed.get(id) ?? serverQuantity(current), 0);
      return answer;
    });
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const line = lineOf(target);
    if (!line) return;
    const step = target.closest<HTMLButtonElement>('[data-quantity-step]');
    const input = inputOf(line);
    if (step && input) {
      // A submit button, for shoppers without script: here the step is taken in place.
      event.preventDefault();
      const next = stepped(input, step.dataset.quantityStep === '-1' ? -1 : 1);
      if (next === undefined || step.getAttribute('aria-disabled') === 'true') return;
      input.value = next;
      syncSteppers(line, input);
      schedule(line, debounce);
    } else if (target.closest('[data-delete]')) {
      // A submit button, for shoppers without script: here the dialog asks first.
      event.preventDefault();
      void remove(line);
    }
  };
  // The line's quantity form, posted without script; here a typed quantity is sent in place.
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const line = lineOf(event.target as Element);
    if (line && (event.target as Element).querySelector('input[name="Quantity"]')) {
      schedule(line, 0);
    }
  };
  // spec 000 §5, §9: typing is corrected after 600 ms; Enter and leaving the field at once.
  const onInput = (event: Event) => {
    const line = lineOf(event.target as Element);
    if (line && (event.target as Element).matches('input[name="Quantity"]')) {
      schedule(line, QUANTITY_CORRECTION_DELAY);
    }
  };
  const onCommit = (event: Event) => {
    const target = event.target as Element;
    if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
    const line = lineOf(target);
    if (!line || !target.matches('input[name="Quantity"]')) return;
    if (event instanceof KeyboardEvent) event.preventDefault();
    if (timers.has(lineId(line))) schedule(line, 0);
  };

  content.addEventListener('click', onClick);
  content.addEventListener('submit', onSubmit);
  content.addEventListener('input', onInput);
  content.addEventListener('change', onCommit);
  content.addEventListener('keydown', onCommit);
  // Other widgets and tabs: reload, at once or once our own changes are through.
  const offChanged = on('vitrine:basket-changed', () => {
    if (ownEvent) return;
    if (quiet()) void reload(true);
    else reloadWanted = true;
  });

  if (content.querySelector(FRAGMENT_ROOT)) trackViewCart(content.querySelector(FRAGMENT_ROOT));
  else void reload(false).then(() => trackViewCart(content.querySelector(FRAGMENT_ROOT)));

  return () => {
    offChanged();
    loading?.abort();
    for (const timer of timers.values()) clearTimeout(timer);
    content.removeEventListener('click', onClick);
    content.removeEventListener('submit', onSubmit);
    content.removeEventListener('input', onInput);
    content.removeEventListener('change', onCommit);
    content.removeEventListener('keydown', onCommit);
    element.replaceChildren(...Array.from(content.childNodes));
  };
};

export default cartItems;
