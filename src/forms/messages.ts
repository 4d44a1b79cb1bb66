/**
 * Writes validation results into the server's markup, with the classes of
 * jquery.validate.unobtrusive so the CMS's CSS keeps working. Messages are text, never HTML
 * (docs/architecture.md §5: a remote answer of `<img onerror>` is shown as text), and every message
 * is linked to its field for assistive technology (aria-invalid, aria-describedby).
 */
import type { Field } from './fields';

let ids = 0;

/**
 * Message elements of a field: `[data-valmsg-for="<name>"]` in its form, or in the document
 * for a field outside the form it belongs to (`form="<id>"`: the checkout's terms box sits
 * beside its submit button, issue 12).
 */
function messageElements(field: Field): HTMLElement[] {
  const { form } = field;
  const scope: ParentNode = form?.contains(field) ? form : field.ownerDocument;
  return Array.from(scope.querySelectorAll<HTMLElement>('[data-valmsg-for]')).filter(
    (element) => element.getAttribute('data-valmsg-for') === field.name,
  );
}

/** Links the message element to the field, keeping the ids already in aria-describedby. */
function linkMessage(field: Field, element: HTMLElement): void {
  if (!element.id) {
    const base = `${(field.id || field.name).replace(/[^\w-]/g, '_')}-error`;
    element.id = field.ownerDocument.getElementById(base) ? `${base}-${++ids}` : base;
  }
  const tokens = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  if (!tokens.includes(element.id)) {
    field.setAttribute('aria-describedby', [...tokens, element.id].join(' '));
  }
}

/** Shows a field as invalid (with `message`) or valid (`undefined`). */
export function showField(field: Field, message: string | undefined): void {
  const invalid = message !== undefined;
  field.classList.toggle('input-validation-error', invalid);
  field.classList.toggle('input-validation-valid', !invalid);
  if (invalid) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
  for (const element of messageElements(field)) {
    element.classList.toggle('field-validation-error', invalid);
    element.classList.toggle('field-validation-valid', !invalid);
    // data-valmsg-replace="false": the server's own text stays, only the classes change.
    if (element.getAttribute('data-valmsg-replace') !== 'false')
      element.textContent = message ?? '';
    linkMessage(field, element);
  }
}

/** Forgets a field's state: it no longer validates (disabled, hidden, data-val removed). */
export function resetField(field: Field): void {
  if (!field.classList.contains('input-validation-error')) return;
  showField(field, undefined);
  field.classList.remove('input-validation-valid');
}

/** Fills every `[data-valmsg-summary="true"]` of the form with a list of the messages. */
export function showSummary(form: HTMLFormElement, messages: readonly string[]): void {
  const invalid = messages.length > 0;
  for (const summary of form.querySelectorAll<HTMLElement>('[data-valmsg-summary="true"]')) {
    let list = summary.querySelector('ul');
    if (!list) {
      list = form.ownerDocument.createElement('ul');
      summary.append(list);
    }
    list.replaceChildren(
      ...messages.map((message) => {
        const item = form.ownerDocument.createElement('li');
        item.textContent = message;
        return item;
      }),
    );
    summary.classList.toggle('validation-summary-errors', invalid);
    summary.classList.toggle('validation-summary-valid', !invalid);
    // A live region, so the list is announced when it changes (it is not focused).
    if (!summary.hasAttribute('aria-live') && !summary.hasAttribute('role')) {
      summary.setAttribute('aria-live', 'polite');
    }
  }
}
