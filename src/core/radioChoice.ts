/**
 * A radio group whose choice is saved as the shopper makes it (the checkout's prepaid account
 * and payment method, issue 12): the choice is sent at once, a newer choice replacing a
 * request still on its way (the caller's `abortKey`), the last answer winning. Once saved it
 * fires `vitrine:checkout-changed`; a failure says why in a toast (a 401 opens the login
 * modal) and puts the last saved choice back, so nothing the page shows is unsaved.
 */
import { dialogs } from './dialogs';
import { failureMessage } from './errorPolicy';
import { emit, type VitrineEvents } from './events';

export interface RadioChoiceOptions<T> {
  /** The radios' `name`. */
  name: string;
  save: (value: string) => Promise<T>;
  reason: VitrineEvents['vitrine:checkout-changed']['reason'];
  /** After a choice was saved, with the server's answer. */
  saved?: (value: string, answer: T) => void;
  /** When the shown choice changes (chosen, or put back): the details that follow it. */
  shown?: (value: string) => void;
  /** The toast's sentence when the server gives none. */
  fallback?: string;
}

export function radioChoice<T>(element: HTMLElement, options: RadioChoiceOptions<T>): () => void {
  const selector = `input[type="radio"][name="${options.name}"]`;
  const radios = () => Array.from(element.querySelectorAll<HTMLInputElement>(selector));
  // What the server saved is what it rendered checked; the shown choice may differ when the
  // shopper chose before this mounted (data-hydrate="interaction"): it is saved at once below.
  let saved = radios().find((radio) => radio.defaultChecked)?.value;
  let latest = 0;

  function show(value: string | undefined) {
    for (const radio of radios()) radio.checked = radio.value === value;
    options.shown?.(value ?? '');
  }

  async function choose(value: string) {
    const ticket = ++latest;
    options.shown?.(value);
    element.setAttribute('aria-busy', 'true');
    try {
      const answer = await options.save(value);
      if (ticket !== latest) return;
      saved = value;
      options.saved?.(value, answer);
      emit('vitrine:checkout-changed', { reason: options.reason });
    } catch (error) {
      if (ticket !== latest) return;
      show(saved);
      const message = failureMessage(error, {
        fallback: options.fallback ?? 'Checkout.ChoiceNotSaved',
        serverMessage: 'client',
      });
      if (message) dialogs.toast({ kind: 'error', message });
    } finally {
      if (ticket === latest) element.removeAttribute('aria-busy');
    }
  }

  const onChange = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.matches(selector) && target.checked)
      void choose(target.value);
  };
  element.addEventListener('change', onChange);
  const shown = radios().find((radio) => radio.checked)?.value;
  if (shown !== undefined && shown !== saved) void choose(shown);
  return () => element.removeEventListener('change', onChange);
}
