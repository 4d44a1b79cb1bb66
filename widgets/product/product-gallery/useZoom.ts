import { type PointerEvent, useCallback, useEffect, useRef } from 'react';
import { ZOOM_SCALE } from './constants';

/**
 * Pointer-following magnification of the main photo (spec 000 §9: only at or above the small
 * breakpoint). Styles are set on the image directly: a pointer move must not re-render React.
 * Touch has no hover, and keyboard users get the dialog's large photo instead.
 */
export function useZoom(enabled: boolean) {
  const image = useRef<HTMLImageElement>(null);

  const reset = useCallback(() => {
    const element = image.current;
    if (!element) return;
    element.style.transform = '';
    element.style.transformOrigin = '';
    element.parentElement?.classList.remove('is-zooming');
  }, []);

  useEffect(() => {
    if (!enabled) reset();
  }, [enabled, reset]);

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const element = image.current;
    if (!enabled || !element || event.pointerType === 'touch') return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
    const y = Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100));
    element.style.transformOrigin = `${x.toFixed(1)}% ${y.toFixed(1)}%`;
    element.style.transform = `scale(${ZOOM_SCALE})`;
    element.parentElement?.classList.add('is-zooming');
  };

  return { image, onPointerMove, onPointerLeave: reset };
}
