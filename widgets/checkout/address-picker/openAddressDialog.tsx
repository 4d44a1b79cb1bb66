/**
 * Opens the address form of a picker's link in a modal (spec 001 §2): React and the dialog
 * load here, on the first click, never with the page. One dialog at a time.
 */
import { mountReact } from '../../../src/core/react/mount';
import type { WidgetContext } from '../../../src/core/widget';
import { AddressDialog } from './AddressDialog';

export interface OpenOptions {
  url: string;
  titleKey: string;
  /** The link that opened it: focus comes back to it when the dialog closes unsaved. */
  opener: HTMLElement;
  context: WidgetContext;
  onSaved: (id: number) => void;
}

let open = false;

export async function openAddressDialog(options: OpenOptions): Promise<void> {
  if (open) return;
  open = true;
  const container = document.createElement('div');
  document.body.append(container);
  let unmount: (() => void) | undefined;
  const close = (savedId?: number) => {
    unmount?.();
    container.remove();
    open = false;
    if (savedId === undefined) options.opener.focus();
    else options.onSaved(savedId);
  };
  try {
    unmount = await mountReact(
      container,
      AddressDialog,
      { url: options.url, titleKey: options.titleKey, onClose: close },
      options.context,
      (error) => {
        console.error('[vitrine] address-picker: the address dialog failed', error);
        close();
      },
    );
  } catch (error) {
    console.error('[vitrine] address-picker: the address dialog could not open', error);
    close();
  }
}
