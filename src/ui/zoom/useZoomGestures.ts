import { type PointerEvent as ReactPointerEvent, type RefObject, useEffect, useRef } from 'react';
import { MIN_SCALE, panBy, type Sizes, wheelFactor, type Zoom, zoomAt } from './zoomMath';

/** The stage's size and the fitted photo's (its first child, before any transform). */
export function measure(stage: HTMLElement): Sizes {
  const content = stage.firstElementChild as HTMLElement | null;
  return {
    stage: { width: stage.clientWidth, height: stage.clientHeight },
    content: { width: content?.offsetWidth ?? 0, height: content?.offsetHeight ?? 0 },
  };
}

/** A point of the viewport, measured from the stage's centre. */
function fromCentre(stage: HTMLElement, clientX: number, clientY: number) {
  const box = stage.getBoundingClientRect();
  return { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 };
}

const distance = (points: Array<{ x: number; y: number }>) => {
  const [a, b] = points;
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
};

/**
 * Wheel, drag and pinch on the stage (pointer events, so mouse, pen and touch alike): the wheel
 * zooms about the pointer, one pointer drags a zoomed photo, two pointers pinch. Buttons on the
 * stage (previous and next) keep their own clicks.
 */
export function useZoomGestures(
  stage: RefObject<HTMLElement | null>,
  zoom: RefObject<Zoom>,
  setZoom: (zoom: Zoom) => void,
) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | undefined>(undefined);

  // Not React's onWheel: it is passive, and the wheel must not scroll the dialog as it zooms.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      const point = fromCentre(element, event.clientX, event.clientY);
      const factor = wheelFactor(event.deltaY, event.deltaMode);
      setZoom(zoomAt(zoom.current, zoom.current.scale * factor, measure(element), point));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [stage, zoom, setZoom]);

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if ((event.target as Element).closest('button') || event.button > 0) return;
    try {
      // Keeps the drag when the pointer leaves the stage; refused for a pointer already gone.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // The drag still works while the pointer stays over the stage.
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    // The photo follows the fingers at once: no easing while it is held.
    event.currentTarget.dataset.dragging = '';
    if (pointers.current.size === 2) {
      pinch.current = {
        distance: distance([...pointers.current.values()]),
        scale: zoom.current.scale,
      };
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const element = stage.current;
    const before = pointers.current.get(event.pointerId);
    if (!element || !before) return;
    const now = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, now);
    const sizes = measure(element);
    if (pinch.current && pointers.current.size >= 2) {
      const points = [...pointers.current.values()];
      const [a, b] = points;
      if (!a || !b || pinch.current.distance === 0) return;
      const centre = fromCentre(element, (a.x + b.x) / 2, (a.y + b.y) / 2);
      const scale = (pinch.current.scale * distance(points)) / pinch.current.distance;
      setZoom(zoomAt(zoom.current, scale, sizes, centre));
    } else if (zoom.current.scale > MIN_SCALE) {
      setZoom(panBy(zoom.current, now.x - before.x, now.y - before.y, sizes));
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = undefined;
    if (pointers.current.size === 0) delete event.currentTarget.dataset.dragging;
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
  };
}
