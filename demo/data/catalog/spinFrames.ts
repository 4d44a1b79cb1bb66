/**
 * Generated 360-degree spin frames (issue 5, spec 000 §2 "360-degree viewer"): the product's
 * first gallery illustration on a turntable, squashed by cos(angle) and mirrored past 90° so
 * the frames read as one turn. Only a deterministic subset of products has them, so the product
 * page shows the viewer on some products and not on others.
 */
import { productImageSvg } from './images';
import type { Product } from './types';

/** Frames per turn: one every 15°. */
export const SPIN_FRAMES = 24;

/** Every fourth product (ids ending in 1, 5, 9, 3, 7 in turn) has a spin. */
export const hasSpin = (product: Product): boolean => product.id % 4 === 1;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The background colour and the product drawing of illustration 0 (angle 0, scale 1). */
function parts(product: Product, valueId?: number): { background: string; drawing: string } {
  const svg = productImageSvg(product, 0, valueId);
  const background = /<rect width="600" height="600" fill="([^"]+)"\/>/.exec(svg)?.[1] ?? '#eee';
  // Illustration 0 is one group: the drawing with its stroke attributes, untransformed.
  const drawing = /<g transform="[^"]*"([\s\S]*)<\/g><\/svg>$/.exec(svg)?.[1] ?? '>';
  return { background, drawing };
}

/** Frame `frame` (0 … SPIN_FRAMES-1) of the turn, a 600×600 SVG. */
export function spinFrameSvg(product: Product, frame: number, valueId?: number): string {
  const { background, drawing } = parts(product, valueId);
  const angle = (frame / SPIN_FRAMES) * 2 * Math.PI;
  const cos = Math.cos(angle);
  // Never exactly 0: a zero-width drawing would vanish for a frame.
  const squash = (cos < 0 ? -1 : 1) * Math.max(Math.abs(cos), 0.08);
  const markerX = 300 + 220 * Math.sin(angle);
  const markerY = 520 + 36 * Math.cos(angle);
  return (
    `<svg xmlns="${SVG_NS}" viewBox="0 0 600 600" width="600" height="600">` +
    `<rect width="600" height="600" fill="${background}"/>` +
    '<ellipse cx="300" cy="520" rx="230" ry="40" fill="#000" opacity=".12"/>' +
    `<circle cx="${markerX.toFixed(1)}" cy="${markerY.toFixed(1)}" r="9" fill="#fff" ` +
    'opacity=".8"/>' +
    `<g transform="translate(300 0) scale(${squash.toFixed(3)} 1) translate(-300 0)"${drawing}</g>` +
    (cos < 0 ? `<rect width="600" height="600" fill="${background}" opacity=".18"/>` : '') +
    '</svg>'
  );
}
