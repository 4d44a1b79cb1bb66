/**
 * The zoom of a photo in a dialog (spec 000 §2 "product gallery with zoom", spec 001 §2
 * "gallery", "detail page with zoomable images"; docs/decisions/041), as pure functions: a scale between 1 (the
 * photo fits) and MAX_SCALE, and a pan that never shows past the photo's edges. The photo is
 * centred in its stage and scaled about its centre, so a pan of 0 keeps it centred.
 */

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** One press of +, - or a zoom button multiplies or divides the scale by this. */
export const KEY_STEP = 1.5;
/** One arrow press pans by this many CSS pixels. */
export const PAN_STEP = 48;
/** A wheel notch (100 px of deltaY in Chromium) zooms by about 20 %. */
export const WHEEL_SENSITIVITY = 0.0018;
/** Line and page wheel deltas (Firefox) in pixels. */
const LINE_HEIGHT = 16;
const PAGE_HEIGHT = 800;

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The photo's fitted size and the stage it shows in. */
export interface Sizes {
  content: Size;
  stage: Size;
}

export const NO_ZOOM: Zoom = { scale: MIN_SCALE, x: 0, y: 0 };

export const clampScale = (scale: number): number =>
  Math.min(MAX_SCALE, Math.max(MIN_SCALE, Number.isFinite(scale) ? scale : MIN_SCALE));

/** How far the photo may move from the centre at a scale: half of what overflows the stage. */
export function panLimits(scale: number, { content, stage }: Sizes): { x: number; y: number } {
  return {
    x: Math.max(0, (content.width * scale - stage.width) / 2),
    y: Math.max(0, (content.height * scale - stage.height) / 2),
  };
}

const clampTo = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) || 0;

/** The zoom with its scale in range and its pan inside the limits of that scale. */
export function clampZoom(zoom: Zoom, sizes: Sizes): Zoom {
  const scale = clampScale(zoom.scale);
  const limits = panLimits(scale, sizes);
  return { scale, x: clampTo(zoom.x, limits.x), y: clampTo(zoom.y, limits.y) };
}

/**
 * Zooms to `scale` keeping the point under the pointer where it is (`point` is measured from the
 * stage's centre), as photo viewers do; without a point, about the centre of what is shown.
 */
export function zoomAt(zoom: Zoom, scale: number, sizes: Sizes, point = { x: 0, y: 0 }): Zoom {
  const next = clampScale(scale);
  const ratio = next / zoom.scale;
  return clampZoom(
    {
      scale: next,
      x: point.x - (point.x - zoom.x) * ratio,
      y: point.y - (point.y - zoom.y) * ratio,
    },
    sizes,
  );
}

export const panBy = (zoom: Zoom, dx: number, dy: number, sizes: Sizes): Zoom =>
  clampZoom({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, sizes);

/** The factor one wheel event zooms by: up (negative deltaY) zooms in, at most ×2 per event. */
export function wheelFactor(deltaY: number, deltaMode = 0): number {
  const pixels = deltaY * (deltaMode === 1 ? LINE_HEIGHT : deltaMode === 2 ? PAGE_HEIGHT : 1);
  return Math.min(2, Math.max(0.5, Math.exp(-pixels * WHEEL_SENSITIVITY)));
}

/** The zoom level as a whole percentage, as it is announced ("Zoom 150 %"). */
export const zoomPercent = (scale: number): number => Math.round(scale * 100);

/** What a key does to the zoom, or undefined when the key is not the zoom's. */
export function zoomKey(key: string, zoom: Zoom, sizes: Sizes): Zoom | undefined {
  switch (key) {
    case '+':
    case '=':
      return zoomAt(zoom, zoom.scale * KEY_STEP, sizes);
    case '-':
    case '_':
      return zoomAt(zoom, zoom.scale / KEY_STEP, sizes);
    case '0':
      return NO_ZOOM;
  }
  // Arrows pan only a zoomed photo: at the fitted size they turn the pages of the gallery.
  if (zoom.scale <= MIN_SCALE) return undefined;
  const pans: Record<string, [number, number]> = {
    ArrowLeft: [PAN_STEP, 0],
    ArrowRight: [-PAN_STEP, 0],
    ArrowUp: [0, PAN_STEP],
    ArrowDown: [0, -PAN_STEP],
  };
  const pan = pans[key];
  return pan ? panBy(zoom, pan[0], pan[1], sizes) : undefined;
}
