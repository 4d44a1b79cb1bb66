/**
 * What the shopper does with the whole list (spec 001 §2, §3, §7): rename (updatename), edit
 * its description (updatedescription), delete it after the confirm dialog (delete; then the
 * answer's Uri), order all its products (addwishlisttocart; the header basket follows).
 */
import {
  deleteWishlist,
  orderWishlist,
  updateWishlistDescription,
  updateWishlistName,
} from '../../../src/api/wishlistPage';
import { emit } from '../../../src/core/events';
import { navigate } from '../../../src/core/navigation';
import { cultureUrl, safeReturnUrl } from '../../../src/core/paths';
import { sayFailure, saySuccess, sureToDelete, whileBusy } from './feedback';
import type { Serial } from './serial';

/** Runs a change of the list; undefined when it failed (and the failure was said). */
async function change<T>(control: HTMLElement, run: Serial, call: () => Promise<T>) {
  return whileBusy(control, () =>
    run(call).catch((error: unknown) => {
      sayFailure(error);
      return undefined;
    }),
  );
}

export async function rename(form: HTMLFormElement, id: string, run: Serial): Promise<void> {
  const input = form.elements.namedItem('Name');
  if (!(input instanceof HTMLInputElement)) return;
  const answer = await change(form, run, () => updateWishlistName(id, input.value));
  if (!answer) return;
  input.value = answer.Name;
  // The list's name wherever the page shows it: its heading and its navigation link.
  const root = form.closest('[data-widget]') ?? document;
  root.querySelector('[data-wishlist-title]')?.replaceChildren(answer.Name);
  for (const link of root.querySelectorAll<HTMLElement>('[data-wishlist-link]'))
    if (link.dataset.wishlistLink === id) link.replaceChildren(answer.Name);
  saySuccess(answer.Message);
  emit('vitrine:wishlist-changed', {});
}

export async function saveDescription(
  form: HTMLFormElement,
  id: string,
  run: Serial,
): Promise<void> {
  const field = form.elements.namedItem('Description');
  if (!(field instanceof HTMLTextAreaElement)) return;
  const answer = await change(form, run, () => updateWishlistDescription(id, field.value));
  if (!answer) return;
  saySuccess(answer.Message);
  emit('vitrine:wishlist-changed', {});
}

/** spec 001 §3: the answer carries the address to go to, kept to this site. */
export async function deleteList(button: HTMLElement, id: string, run: Serial): Promise<void> {
  if (!(await sureToDelete())) return;
  const answer = await change(button, run, () => deleteWishlist(id));
  if (!answer) return;
  saySuccess(answer.Message);
  emit('vitrine:wishlist-changed', {});
  navigate(safeReturnUrl(answer.Uri) ?? cultureUrl('catalog/wishlist/list'));
}

export async function orderAll(button: HTMLElement, id: string, run: Serial): Promise<void> {
  const answer = await change(button, run, () => orderWishlist(id));
  if (!answer) return;
  saySuccess(answer.Message);
  emit('vitrine:basket-changed', {});
}
