import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from '../../core/react/translation';
import type { ZoomPhoto } from './ZoomGallery';

interface ZoomThumbsProps {
  photos: ZoomPhoto[];
  current: number;
  onSelect: (index: number) => void;
}

/** The dialog's thumbnails: one tab stop (roving tabindex), arrows, Home and End, as a toolbar. */
export function ZoomThumbs({ photos, current, onSelect }: ZoomThumbsProps) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const last = photos.length - 1;

  // The chosen thumbnail stays inside the strip, without scrolling the page.
  useEffect(() => {
    const box = strip.current;
    const button = box?.children[current] as HTMLElement | undefined;
    if (!box || !button) return;
    if (button.offsetLeft < box.scrollLeft) box.scrollLeft = button.offsetLeft;
    const end = button.offsetLeft + button.offsetWidth;
    if (end > box.scrollLeft + box.clientWidth) box.scrollLeft = end - box.clientWidth;
  }, [current]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    (strip.current?.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <div
      ref={strip}
      role="toolbar"
      aria-label={t('Zoom.Thumbnails')}
      className="vitrine-zoom-gallery__thumbs"
      onKeyDown={onKeyDown}
    >
      {photos.map((photo, index) => (
        <button
          key={photo.src}
          type="button"
          className="vitrine-zoom-gallery__thumb"
          tabIndex={index === current ? 0 : -1}
          aria-pressed={index === current}
          aria-label={t('Zoom.Thumbnail', { index: index + 1, alt: photo.alt })}
          onClick={() => onSelect(index)}
        >
          <img src={photo.thumb} alt="" loading="lazy" draggable={false} />
        </button>
      ))}
    </div>
  );
}
