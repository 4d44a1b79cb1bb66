/** spec 001 §9: parallax divides scroll by 4. */
export const PARALLAX_DIVISOR = 4;

/**
 * How far the layer moves (px, down is positive) for a box whose top is `top` px from the
 * viewport's top: nothing when the box's middle is at the viewport's middle, and the scroll
 * divided by `divisor` from there, so the picture drifts slower than the page.
 */
export function parallaxOffset(
  top: number,
  boxHeight: number,
  viewportHeight: number,
  divisor = PARALLAX_DIVISOR,
): number {
  return (viewportHeight / 2 - (top + boxHeight / 2)) / divisor;
}

/**
 * How much taller than the box the layer must be, above and below, so no edge shows: the
 * largest offset while any part of the box is in view.
 */
export function parallaxOverflow(
  boxHeight: number,
  viewportHeight: number,
  divisor = PARALLAX_DIVISOR,
): number {
  return Math.ceil((viewportHeight + boxHeight) / 2 / divisor);
}
