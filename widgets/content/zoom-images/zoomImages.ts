import type { Behavior } from '../../../src/core/widget';
import type { ZoomPhoto } from '../../../src/ui/zoom/ZoomGallery';
import type { Props } from './index';
import './zoomImages.css';

const load = () => import('../../../src/ui/zoom/openZoomGallery');

/** The links that open the dialog: a link around an image, in document order. */
export const zoomLinks = (element: HTMLElement): HTMLAnchorElement[] =>
  [...element.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) =>
    link.querySelector('img'),
  );

/** What the dialog shows for one link: the large photo, its thumbnail, text and size. */
export function photoOf(link: HTMLAnchorElement): ZoomPhoto {
  const image = link.querySelector('img') as HTMLImageElement;
  const caption = link.closest('figure')?.querySelector('figcaption')?.textContent?.trim();
  const width = Number(link.dataset.width ?? image.getAttribute('width'));
  const height = Number(link.dataset.height ?? image.getAttribute('height'));
  return {
    src: link.href,
    thumb: image.currentSrc || image.src,
    alt: image.alt,
    ...(caption ? { caption } : {}),
    ...(width > 0 && height > 0 ? { width, height } : {}),
  };
}

const zoomImages: Behavior<Props> = (element, { title }) => {
  let close: (() => void) | undefined;
  let opening = false;
  const linkOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  // Warming only: a chunk that fails to load is dealt with on the click.
  const warm = (event: Event) => {
    if (linkOf(event.target)) load().catch(() => {});
  };
  const onClick = (event: MouseEvent) => {
    const link = linkOf(event.target);
    const links = zoomLinks(element);
    const start = link ? links.indexOf(link) : -1;
    // A new tab or window keeps the browser's meaning of the click.
    if (start < 0 || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    if (opening || close) return;
    opening = true;
    void load()
      .then(({ openZoomGallery }) =>
        openZoomGallery({
          title,
          photos: links.map(photoOf),
          start,
          opener: link as HTMLAnchorElement,
          onClose: () => {
            close = undefined;
          },
        }),
      )
      .then((closeDialog) => {
        close = closeDialog;
      })
      .catch((error: unknown) => {
        // The chunk could not load: the large image opens as it would without JavaScript.
        console.warn('[vitrine] zoom-images: the gallery dialog did not load', error);
        window.location.assign((link as HTMLAnchorElement).href);
      })
      .finally(() => {
        opening = false;
      });
  };
  element.classList.add('vitrine-zoom-images');
  for (const link of zoomLinks(element)) link.setAttribute('aria-haspopup', 'dialog');
  element.addEventListener('click', onClick);
  element.addEventListener('pointerover', warm);
  element.addEventListener('focusin', warm);
  return () => {
    close?.();
    element.classList.remove('vitrine-zoom-images');
    for (const link of zoomLinks(element)) link.removeAttribute('aria-haspopup');
    element.removeEventListener('click', onClick);
    element.removeEventListener('pointerover', warm);
    element.removeEventListener('focusin', warm);
  };
};

export default zoomImages;
