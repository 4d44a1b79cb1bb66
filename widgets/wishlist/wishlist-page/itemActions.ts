/**
 * What the shopper does with one product of the list (spec 001 §2, §5, §7): the desired
 * quantity, forced and saved with updatequantity (Id, Quantity); add to cart; remove after the
 * confirm dialog (deletefromlist). Changes go one after the other (`run`); a failure puts the
 * saved quantity back and says why.
 */
import { updateWishlistQuantity } from '../../../src/api/wishlist';
import { addWishlistItemToCart, deleteFromList } from '../../../src/api/wishlistPage';
import { emit } from '../../../src/core/events';
import { sayFailure, saySuccess, sureToDelete, whileBusy } from './feedback';
import { forceQuantity } from './forceQuantity';
import type { ListLoader } from './listLoader';
import type { Serial } from './serial';

const rowOf = (control: Element) => control.closest<HTMLElement>('[data-wishlist-item]');
const savedOf = (input: HTMLInputElement) => Number(input.dataset.saved) || 1;

/** spec 001 §5: forced to a positive number and formatted on change, then saved. */
export async function saveQuantity(input: HTMLInputElement, run: Serial): Promise<void> {
  const row = rowOf(input);
  const id = row?.dataset.wishlistItem;
  if (!row || !id) return;
  const quantity = forceQuantity(input.value, savedOf(input));
  input.value = String(quantity);
  // Enter then leaving the field: one change, sent once.
  if (quantity === savedOf(input) || input.dataset.pending === String(quantity)) return;
  input.dataset.pending = String(quantity);
  row.setAttribute('aria-busy', 'true');
  try {
    const answer = await run(() => updateWishlistQuantity(id, quantity));
    if (!answer.IsSuccessfull) throw new Error('updatequantity refused');
    const now = answer.Quantity ?? quantity;
    input.dataset.saved = String(now);
    // The shopper may have typed again meanwhile: that newer value stays.
    if (input.value === String(quantity)) input.value = String(now);
    saySuccess(answer.Message);
    emit('vitrine:wishlist-changed', {});
  } catch (error) {
    if (input.value === String(quantity)) input.value = String(savedOf(input));
    sayFailure(error);
  } finally {
    if (input.dataset.pending === String(quantity)) delete input.dataset.pending;
    row.removeAttribute('aria-busy');
  }
}

export async function addItemToCart(button: HTMLElement): Promise<void> {
  const row = rowOf(button);
  const variantId = Number(row?.dataset.productVariantId);
  const input = row?.querySelector<HTMLInputElement>('[data-wishlist-quantity]');
  if (!row || !variantId || !input) return;
  await whileBusy(button, async () => {
    try {
      await addWishlistItemToCart({
        ProductVariantId: variantId,
        Quantity: savedOf(input),
        Name: row.dataset.name ?? '',
      });
      saySuccess('ShoppingCarts.AddedToBasket');
      emit('vitrine:basket-changed', {});
    } catch (error) {
      sayFailure(error);
    }
  });
}

/**
 * Removes a product after the confirm dialog, then reloads the list; focus goes to the product
 * now in its place (its remove button), or to the list's heading when none is left.
 */
export async function removeItem(
  button: HTMLElement,
  run: Serial,
  lists: ListLoader,
): Promise<void> {
  const row = rowOf(button);
  const id = row?.dataset.wishlistItem;
  const listId = lists.shown();
  if (!row || !id || !listId) return;
  // The list may have changed while the dialog was open: only a product still shown goes.
  if (!(await sureToDelete()) || !row.isConnected) return;
  const index = [...(row.parentElement?.children ?? [])].indexOf(row);
  const answer = await whileBusy(button, () =>
    run(() => deleteFromList(id)).catch((error: unknown) => {
      sayFailure(error);
      return undefined;
    }),
  );
  if (!answer) return;
  saySuccess(answer.Message);
  emit('vitrine:wishlist-changed', {});
  if (lists.shown() !== listId || !(await lists.load(listId))) return;
  const rows = lists.wrapper.querySelectorAll<HTMLElement>('[data-wishlist-item]');
  const next = rows[Math.min(index, rows.length - 1)];
  const target =
    next?.querySelector<HTMLElement>('[data-wishlist-remove]') ??
    lists.wrapper.querySelector<HTMLElement>('h2');
  target?.focus();
}
