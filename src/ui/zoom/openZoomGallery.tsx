/**
 * Opens the gallery dialog from a behaviour (the content widgets enhance server markup without
 * React): this module, React and the dialog load on the first click, never at the start of a
 * page. Returns a function that closes it (the widget's region leaving the page).
 */
import { createRoot } from 'react-dom/client';
import { loadI18n } from '../../core/i18n';
import { I18nProvider } from '../../core/react/translation';
import { ZoomGallery, type ZoomPhoto } from './ZoomGallery';

export type { ZoomPhoto };

export interface OpenZoomGallery {
  title: string;
  photos: ZoomPhoto[];
  start: number;
  /** Where focus goes back to (react-modal returns it too, when the opener kept it). */
  opener: HTMLElement;
  /** The photo shown last, as the dialog closes. */
  onClose?: (index: number) => void;
}

export async function openZoomGallery(options: OpenZoomGallery): Promise<() => void> {
  const i18n = await loadI18n();
  const host = document.createElement('div');
  host.className = 'vitrine-zoom-host';
  document.body.append(host);
  const root = createRoot(host);
  let open = true;
  const close = (index: number) => {
    if (!open) return;
    open = false;
    root.unmount();
    host.remove();
    options.onClose?.(index);
    if (options.opener.isConnected) options.opener.focus();
  };
  root.render(
    <I18nProvider i18n={i18n}>
      <ZoomGallery
        title={options.title}
        photos={options.photos}
        start={options.start}
        onClose={close}
      />
    </I18nProvider>,
  );
  return () => close(options.start);
}
