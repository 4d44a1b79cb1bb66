/**
 * The add-to-list dialog (spec 001 §2, §3, §4; spec 000 §8): the CMS popup fragment in a Modal,
 * driven by native listeners (React's onChange does not see inputs it did not render).
 * Choosing a list asks isinthelist; adding says the server Message in a growl, pushes GA4
 * add_to_wishlist and fires vitrine:wishlist-changed; the desired-quantity form updates and
 * closes on IsSuccessfull, else a growl with the server text or Core.ErrorServer.
 */

import { useLayoutEffect, useRef, useState } from 'react';
import { addProductVariant, isInTheList, updateWishlistQuantity } from '../../../src/api/wishlist';
import { failureMessage } from '../../../src/core/errorPolicy';
import { emit } from '../../../src/core/events';
import { clearContent, replaceContent } from '../../../src/core/fragment';
import { useTranslation } from '../../../src/core/react/translation';
import type { TFunction } from '../../../src/core/translator';
import { Modal } from '../../../src/ui/Modal';
import { toast } from '../../../src/ui/services';
import {
  formatQuantity,
  formFields,
  isBusy,
  NEW_LIST,
  type PopupParts,
  popupParts,
  setBusy,
  showInList,
  showNewList,
} from './popup';
import { returnUrlFor } from './returnUrl';
import { type PageItem, trackAddToWishlist } from './track';

export interface WishlistDialogProps {
  html: string;
  kind: 'wishlist' | 'birthlist';
  variantId: number;
  item?: PageItem | undefined;
  onClose: () => void;
}

interface Live {
  t: TFunction;
  props: WishlistDialogProps;
  setError: (message: string) => void;
}

/** spec 001 §8: the server Message, else Core.ErrorServer; a 401 logs in and comes back here. */
function failed(live: Live, error: unknown): void {
  const message = failureMessage(error, {
    returnUrl: returnUrlFor(live.props.kind, live.props.variantId),
  });
  if (message) toast({ kind: 'error', message });
}

async function chooseList(live: Live, parts: PopupParts): Promise<void> {
  showNewList(parts);
  const listId = parts.list.value;
  if (listId === NEW_LIST) return showInList(parts, undefined, '');
  parts.add.setAttribute('aria-busy', 'true');
  try {
    const answer = await isInTheList(live.props.variantId, Number(listId));
    if (parts.list.value !== listId) return;
    const quantity = answer.Quantity ?? 1;
    const state =
      answer.IsInList && answer.WishlistProductId != null
        ? { wishlistProductId: answer.WishlistProductId, quantity }
        : undefined;
    showInList(parts, state, live.t('Catalog.AlreadyInListQuantity', { count: quantity }));
  } catch (error) {
    failed(live, error);
  } finally {
    parts.add.setAttribute('aria-busy', 'false');
  }
}

async function add(live: Live, parts: PopupParts): Promise<void> {
  const quantity = formatQuantity(
    parts.add.querySelector<HTMLInputElement>('input[name="Quantity"]'),
  );
  const fields: Record<string, string> = {
    ...formFields(parts.add),
    Quantity: String(quantity),
  };
  const name = parts.newList?.querySelector('input');
  if (fields.List === NEW_LIST && !fields.NewListName?.trim()) {
    live.setError(live.t('Catalog.WishlistNameRequired'));
    name?.setAttribute('aria-invalid', 'true');
    name?.focus();
    return;
  }
  if (fields.List !== NEW_LIST) delete fields.NewListName;
  name?.removeAttribute('aria-invalid');
  live.setError('');
  setBusy(parts.add, true);
  try {
    const answer = await addProductVariant(fields);
    toast({ kind: 'success', message: answer.Message });
    trackAddToWishlist(answer.DataLayer, live.props.item, quantity);
    emit('vitrine:wishlist-changed', {});
    live.props.onClose();
  } catch (error) {
    failed(live, error);
  } finally {
    setBusy(parts.add, false);
  }
}

async function updateQuantity(live: Live, parts: PopupParts, form: HTMLFormElement) {
  const quantity = formatQuantity(form.querySelector<HTMLInputElement>('input[name="Quantity"]'));
  setBusy(form, true);
  try {
    const answer = await updateWishlistQuantity(formFields(form).Id ?? '', quantity);
    if (!answer.IsSuccessfull) {
      toast({ kind: 'error', message: 'Core.ErrorServer' });
      return;
    }
    const count = answer.Quantity ?? quantity;
    const id = answer.WishlistProductId ?? Number(formFields(form).Id);
    const note = live.t('Catalog.AlreadyInListQuantity', { count });
    showInList(parts, { wishlistProductId: id, quantity: count }, note);
    toast({ kind: 'success', message: live.t('Catalog.WishlistQuantityUpdated', { count }) });
    emit('vitrine:wishlist-changed', {});
    live.props.onClose();
  } catch (error) {
    failed(live, error);
  } finally {
    setBusy(form, false);
  }
}

function PopupBody(props: WishlistDialogProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState('');
  const live = useRef<Live>({ t, props, setError });
  live.current = { t, props, setError };

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    void replaceContent(element, props.html);
    const parts = popupParts(element);
    const listeners = new AbortController();
    const { signal } = listeners;
    if (parts) {
      showNewList(parts);
      // Our checks speak the page's language and fix the quantity (spec 001 §5), so the
      // browser's own bubbles stay out of the way.
      parts.add.noValidate = true;
      if (parts.quantity) parts.quantity.noValidate = true;
      element.addEventListener(
        'change',
        (event) => {
          const target = event.target;
          if (target === parts.list) void chooseList(live.current, parts);
          else if (target instanceof HTMLInputElement && target.type === 'number')
            formatQuantity(target);
        },
        { signal },
      );
      element.addEventListener(
        'submit',
        (event) => {
          const form = event.target as HTMLFormElement;
          if (form !== parts.add && form !== parts.quantity) return;
          event.preventDefault();
          if (isBusy(form)) return;
          if (form === parts.add) void add(live.current, parts);
          else void updateQuantity(live.current, parts, form);
        },
        { signal },
      );
    }
    return () => {
      listeners.abort();
      clearContent(element);
    };
  }, [props.html]);

  return (
    <>
      <div ref={container} className="vitrine-wishlist-dialog__fragment" />
      <p className="vitrine-wishlist-dialog__error" role="alert">
        {error}
      </p>
    </>
  );
}

export function WishlistDialog(props: WishlistDialogProps) {
  const { t } = useTranslation();
  const title = t(props.kind === 'birthlist' ? 'Catalog.AddToBirthList' : 'Catalog.AddToWishlist');
  return (
    <Modal title={title} onClose={props.onClose} className="vitrine-wishlist-dialog">
      <PopupBody {...props} />
    </Modal>
  );
}

/** Default export for React.lazy: the dialog (and react-modal) load when first opened. */
export default WishlistDialog;
