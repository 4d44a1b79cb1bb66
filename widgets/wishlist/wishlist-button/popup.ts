/**
 * The popup fragment of the CMS as the dialog drives it (spec 001 §2, §3): found by its
 * data-wishlist-* marks, never by layout, so a CMS may restyle it freely.
 */
export interface PopupParts {
  add: HTMLFormElement;
  list: HTMLSelectElement;
  /** The "new list" name field's wrapper; shown when the List value is 0. */
  newList: HTMLElement | null;
  /** Quantity and submit of the add form; hidden while the variant is in the chosen list. */
  addFields: HTMLElement | null;
  /** Where "already in this list (quantity n)" is said (a status region). */
  note: HTMLElement | null;
  /** The desired-quantity form (spec 000 §8), shown while the variant is in the list. */
  quantity: HTMLFormElement | null;
}

export const NEW_LIST = '0';

export function popupParts(root: ParentNode): PopupParts | undefined {
  const add = root.querySelector<HTMLFormElement>('form[data-wishlist-add]');
  const list = add?.querySelector<HTMLSelectElement>('select[data-wishlist-list]');
  if (!add || !list) return undefined;
  return {
    add,
    list,
    newList: root.querySelector('[data-wishlist-new-list]'),
    addFields: root.querySelector('[data-wishlist-add-fields]'),
    note: root.querySelector('[data-wishlist-note]'),
    quantity: root.querySelector('form[data-wishlist-quantity]'),
  };
}

/** spec 001 §5: a wishlist quantity is forced to a positive whole number. */
export function positiveQuantity(raw: string): number {
  const value = Math.trunc(Number(raw));
  return Number.isFinite(value) && value >= 1 ? value : 1;
}

/** Rewrites a quantity input as the positive number it stands for; returns it. */
export function formatQuantity(input: HTMLInputElement | null | undefined): number {
  const value = positiveQuantity(input?.value ?? '');
  if (input) input.value = String(value);
  return value;
}

/** Shows the name field only for a new list, where it is required. */
export function showNewList(parts: PopupParts): void {
  const creating = parts.list.value === NEW_LIST;
  if (parts.newList) parts.newList.hidden = !creating;
  const name = parts.newList?.querySelector('input');
  if (name) name.required = creating;
}

export interface InListState {
  wishlistProductId: number;
  quantity: number;
}

/**
 * Says whether the variant is in the chosen list: the note, the desired-quantity form with its
 * Id and quantity, and the add fields (hidden while it is in).
 */
export function showInList(parts: PopupParts, state: InListState | undefined, note: string): void {
  if (parts.note) parts.note.textContent = state ? note : '';
  if (parts.addFields) parts.addFields.hidden = Boolean(state);
  const form = parts.quantity;
  if (!form) return;
  form.hidden = !state;
  if (!state) return;
  const id = form.querySelector<HTMLInputElement>('input[name="Id"]');
  const quantity = form.querySelector<HTMLInputElement>('input[name="Quantity"]');
  if (id) id.value = String(state.wishlistProductId);
  if (quantity) quantity.value = String(state.quantity);
}

/** A form's fields as query parameters (spec 000 §7: the wishlist calls take a query). */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** Marks a form busy (its submit button too) and refuses a second submit while busy. */
export function setBusy(form: HTMLFormElement, busy: boolean): void {
  form.setAttribute('aria-busy', String(busy));
  for (const button of form.querySelectorAll('button[type="submit"], button:not([type])')) {
    button.setAttribute('aria-disabled', String(busy));
  }
}

export const isBusy = (form: HTMLFormElement): boolean => form.getAttribute('aria-busy') === 'true';
