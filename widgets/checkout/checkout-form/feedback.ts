/**
 * What the checkout's submit shows (issue 12 "Submit"; spec 001 §4): the loading button, the
 * errors at the top of the form (a live region) with each server message on its field, and
 * the sentence beside the button.
 */
import { showField } from '../../../src/forms/messages';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/** The form's submit buttons, inside it or tied to it by `form="id"`. */
export function submitButtons(form: HTMLFormElement): HTMLButtonElement[] {
  return Array.from(form.elements).filter(
    (element): element is HTMLButtonElement =>
      element instanceof HTMLButtonElement && element.type === 'submit',
  );
}

/** The loading state: only once the form is valid (spec 001 §4). */
export function setLoading(form: HTMLFormElement, loading: boolean): void {
  for (const button of submitButtons(form)) {
    button.disabled = loading;
    if (loading) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    button.classList.toggle('is-loading', loading);
  }
}

/** The page goes to the top, where the errors are said, then the first error is focused. */
export function showInvalid(region: HTMLElement | null, text: string, extra: string[] = []): void {
  if (region) {
    region.replaceChildren();
    const lead = region.ownerDocument.createElement('span');
    lead.textContent = text;
    region.append(lead);
    for (const message of extra) {
      const line = region.ownerDocument.createElement('span');
      line.className = 'checkout-form__extra';
      line.textContent = ` ${message}`;
      region.append(line);
    }
    region.closest<HTMLElement>('[data-widget]')?.classList.add('is-shown');
  }
  window.scrollTo({ top: 0 });
}

export function clearInvalid(region: HTMLElement | null): void {
  if (!region) return;
  region.replaceChildren();
  region.closest<HTMLElement>('[data-widget]')?.classList.remove('is-shown');
}

/**
 * The server's refusal on its fields (exact names, spec 001 §3). Returns the first field in
 * the page's order that got a message, and the messages no field on the page could show.
 */
export function showServerErrors(
  form: HTMLFormElement,
  errors: Record<string, string>,
): { first: Field | undefined; unplaced: string[] } {
  const fields = Array.from(form.elements).filter(isField);
  const unplaced: string[] = [];
  for (const [name, message] of Object.entries(errors)) {
    const named = fields.filter((field) => field.name === name);
    if (named.length === 0) unplaced.push(message);
    for (const field of named) showField(field, message);
  }
  const first = fields.find((field) => field.name in errors);
  return { first, unplaced };
}

/** A sentence beside the submit button (a status region). */
export function say(region: HTMLElement | null, text: string): void {
  if (region) region.textContent = text;
}

/** After a card order: the sections can no longer change what the card pays. */
export function lockForm(form: HTMLFormElement): void {
  form.setAttribute('data-locked', 'true');
  for (const fieldset of form.querySelectorAll('fieldset')) fieldset.disabled = true;
  for (const element of Array.from(form.elements))
    if (isField(element) || element instanceof HTMLButtonElement) element.disabled = true;
  for (const button of submitButtons(form)) button.removeAttribute('aria-busy');
}
