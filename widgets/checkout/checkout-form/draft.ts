/**
 * The checkout's draft (issue 12): what the shopper typed and chose in the checkout form,
 * kept in sessionStorage so that a page refresh (a VAT or country change re-renders the page)
 * or a login loses nothing. Never the anti-forgery token, the checkout key, hidden or password
 * fields, nor the choices the server saves itself (`skip`).
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Draft = Record<string, string[]>;

const NEVER = new Set(['__RequestVerificationToken', 'CheckoutKey']);
const UNKEPT_TYPES = new Set(['hidden', 'password', 'file', 'submit', 'button', 'reset', 'image']);

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The form's fields a draft keeps (its own and those outside it with `form="id"`). */
export function draftFields(form: HTMLFormElement, skip: readonly string[]): Field[] {
  return Array.from(form.elements).filter(
    (element): element is Field =>
      isField(element) &&
      element.name !== '' &&
      !NEVER.has(element.name) &&
      !skip.includes(element.name) &&
      !UNKEPT_TYPES.has(element.type) &&
      !element.hasAttribute('data-no-draft'),
  );
}

function read(key: string): Draft | undefined {
  try {
    const text = sessionStorage.getItem(key);
    const value = text ? (JSON.parse(text) as unknown) : undefined;
    return value && typeof value === 'object' ? (value as Draft) : undefined;
  } catch (error) {
    console.warn('[vitrine] checkout draft unreadable', error);
    return undefined;
  }
}

/**
 * Keeps the form's fields in the draft. Fields the page does not have (a guest's address on
 * the signed-in page, after a login) keep their saved values: a page with other fields never
 * erases what was typed on another.
 */
export function saveDraft(form: HTMLFormElement, key: string, skip: readonly string[]): void {
  const draft: Draft = read(key) ?? {};
  const seen = new Set<string>();
  for (const field of draftFields(form, skip)) {
    if (!seen.has(field.name)) draft[field.name] = [];
    seen.add(field.name);
    const values = draft[field.name] ?? [];
    draft[field.name] = values;
    if (isCheckable(field)) {
      if (field.checked) values.push(field.value);
    } else values.push(field.value);
  }
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch (error) {
    console.warn('[vitrine] checkout draft not saved', error);
  }
}

/**
 * Puts the draft back into the fields it names. A choice that changes fires `change` (so what
 * depends on it follows: the company fields of an account type); a typed value is set quietly.
 */
export function restoreDraft(form: HTMLFormElement, key: string, skip: readonly string[]): void {
  const draft = read(key);
  if (!draft) return;
  const seen = new Map<string, number>();
  const changed: Field[] = [];
  for (const field of draftFields(form, skip)) {
    const values = draft[field.name];
    if (!Array.isArray(values)) continue;
    if (isCheckable(field)) {
      const checked = values.includes(field.value);
      if (field.checked !== checked) {
        field.checked = checked;
        if (checked || field.type === 'checkbox') changed.push(field);
      }
    } else {
      const index = seen.get(field.name) ?? 0;
      seen.set(field.name, index + 1);
      const value = values[index];
      if (typeof value === 'string' && field.value !== value) field.value = value;
    }
  }
  for (const field of changed) field.dispatchEvent(new Event('change', { bubbles: true }));
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
