import { type CSSProperties, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from '../../../src/core/react/translation';
import type { GalleryImage } from './index';

interface ThumbsProps {
  images: GalleryImage[];
  current: number;
  /** How many thumbnails the strip shows at once (spec 000 §9); the rest scroll. */
  visible: number;
  label: string;
  onSelect: (index: number) => void;
}

/**
 * A strip of thumbnail buttons, one tab stop (roving tabindex): arrow keys, Home and End move
 * between them and show the photo, as a toolbar does.
 */
export function Thumbs({ images, current, visible, label, onSelect }: ThumbsProps) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const last = images.length - 1;

  // Keep the chosen thumbnail inside the strip without scrolling the page.
  useEffect(() => {
    const box = strip.current;
    const button = box?.children[current] as HTMLElement | undefined;
    if (!box || !button) return;
    if (button.offsetLeft < box.scrollLeft) box.scrollLeft = button.offsetLeft;
    const end = button.offsetLeft + button.offsetWidth;
    if (end > box.scrollLeft + box.clientWidth) box.scrollLeft = end - box.clientWidth;
  }, [current]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowDown: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    // Handled here: the gallery dialog's own ←/→ must not move a second time.
    event.preventDefault();
    onSelect(next);
    (strip.current?.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <div
      ref={strip}
      role="toolbar"
      aria-label={label}
      className="vitrine-gallery__thumbs"
      style={{ '--vitrine-thumbs': visible } as CSSProperties}
      onKeyDown={onKeyDown}
    >
      {images.map((image, index) => (
        <button
          key={image.src}
          type="button"
          className="vitrine-gallery__thumb"
          tabIndex={index === current ? 0 : -1}
          aria-pressed={index === current}
          aria-label={t('Catalog.Thumbnail', { index: index + 1 })}
          onClick={() => onSelect(index)}
        >
          <img src={image.src} alt="" width={96} height={96} loading="lazy" draggable={false} />
        </button>
      ))}
    </div>
  );
}
