import { useEffect, useState } from 'react';
import { useTranslation } from '../../../src/core/react/translation';
import { Modal } from '../../../src/ui/Modal';
import { ZoomStage } from '../../../src/ui/zoom/ZoomStage';
import { DIALOG_THUMBS, DIALOG_THUMBS_SMALL, WIDE_QUERY } from './constants';
import type { GalleryImage } from './index';
import { PhotoImage } from './PhotoImage';
import { Thumbs } from './Thumbs';
import { useMedia } from './useMedia';

interface GalleryDialogProps {
  title: string;
  images: GalleryImage[];
  start: number;
  width: number;
  height: number;
  /** Closes with the photo shown last, so the page shows it too. */
  onClose: (index: number) => void;
}

/**
 * The large photos in a dialog (src/ui Modal: focus trapped, Esc closes, focus returns), each
 * zoomable by wheel, pinch, keys and buttons (src/ui/zoom, loaded with this dialog only).
 */
export function GalleryDialog({
  title,
  images,
  start,
  width,
  height,
  onClose,
}: GalleryDialogProps) {
  const { t } = useTranslation();
  const wide = useMedia(WIDE_QUERY);
  const [index, setIndex] = useState(start);
  const count = images.length;
  const image = images[index] ?? images[0];

  // ←/→ anywhere in the dialog; the thumbnail strip handles its own keys first, and the zoom
  // (capture phase) pans a zoomed photo with them.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const delta = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (delta === undefined) return;
      event.preventDefault();
      setIndex((current) => (current + delta + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count]);

  if (!image) return null;
  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);
  return (
    <Modal
      title={t('Catalog.PhotosOf', { name: title })}
      onClose={() => onClose(index)}
      className="vitrine-gallery-dialog"
    >
      <figure className="vitrine-gallery-dialog__figure">
        <ZoomStage
          photoKey={image.src}
          className="vitrine-gallery-dialog__zoom"
          overlay={
            count > 1 ? (
              <>
                <button
                  type="button"
                  className="vitrine-gallery-dialog__step vitrine-gallery-dialog__step--previous"
                  aria-label={t('Catalog.PreviousPhoto')}
                  onClick={() => step(-1)}
                >
                  <span aria-hidden="true">‹</span>
                </button>
                <button
                  type="button"
                  className="vitrine-gallery-dialog__step vitrine-gallery-dialog__step--next"
                  aria-label={t('Catalog.NextPhoto')}
                  onClick={() => step(1)}
                >
                  <span aria-hidden="true">›</span>
                </button>
              </>
            ) : null
          }
        >
          <PhotoImage image={image} width={width} height={height} />
        </ZoomStage>
        <figcaption className="vitrine-gallery-dialog__counter" aria-live="polite">
          {t('Catalog.PhotoCounter', { index: index + 1, count })}
        </figcaption>
      </figure>
      {count > 1 ? (
        <Thumbs
          images={images}
          current={index}
          visible={wide ? DIALOG_THUMBS : DIALOG_THUMBS_SMALL}
          label={t('Catalog.Gallery')}
          onSelect={setIndex}
        />
      ) : null}
    </Modal>
  );
}
