import { useEffect, useState } from 'react';
import { useTranslation } from '../../core/react/translation';
import { Modal } from '../Modal';
import { ZoomStage } from './ZoomStage';
import { ZoomThumbs } from './ZoomThumbs';
import './zoomGallery.css';

export interface ZoomPhoto {
  /** The large photo. */
  src: string;
  /** The small one the page already shows (the thumbnail strip reuses it). */
  thumb: string;
  alt: string;
  /** Its caption on the page, if any. */
  caption?: string;
  width?: number;
  height?: number;
}

interface ZoomGalleryProps {
  title: string;
  photos: ZoomPhoto[];
  start: number;
  onClose: (index: number) => void;
}

/**
 * The gallery dialog of the content pages (spec 001 §2: gallery, detail page with zoomable
 * images): src/ui Modal (focus trapped, Esc closes, focus returns), the zoomable photo,
 * previous and next (buttons, ← and → at the fitted size), a counter and the thumbnails.
 */
export function ZoomGallery({ title, photos, start, onClose }: ZoomGalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  const [failed, setFailed] = useState<string>();
  const count = photos.length;
  const photo = photos[index] ?? photos[0];
  const step = (delta: number) => setIndex((now) => (now + delta + count) % count);

  // The zoom's own keys run first (capture phase) and mark the arrows they pan with.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const delta = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (delta === undefined || count < 2) return;
      event.preventDefault();
      setIndex((now) => (now + delta + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count]);

  if (!photo) return null;
  const steps =
    count > 1 ? (
      <>
        <button
          type="button"
          className="vitrine-zoom-gallery__step vitrine-zoom-gallery__step--previous"
          aria-label={t('Zoom.Previous')}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="vitrine-zoom-gallery__step vitrine-zoom-gallery__step--next"
          aria-label={t('Zoom.Next')}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </>
    ) : null;

  return (
    <Modal title={title} onClose={() => onClose(index)} className="vitrine-zoom-gallery">
      <figure className="vitrine-zoom-gallery__figure">
        <ZoomStage photoKey={photo.src} overlay={steps}>
          {failed === photo.src ? (
            <span className="vitrine-zoom-gallery__broken">{t('Zoom.Unavailable')}</span>
          ) : (
            <img
              className="vitrine-zoom-gallery__photo"
              src={photo.src}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              draggable={false}
              onError={() => setFailed(photo.src)}
            />
          )}
        </ZoomStage>
        <figcaption className="vitrine-zoom-gallery__caption">
          <span aria-live="polite">{t('Zoom.Counter', { index: index + 1, count })}</span>
          {photo.caption ? <span> · {photo.caption}</span> : null}
        </figcaption>
      </figure>
      {count > 1 ? <ZoomThumbs photos={photos} current={index} onSelect={setIndex} /> : null}
    </Modal>
  );
}
