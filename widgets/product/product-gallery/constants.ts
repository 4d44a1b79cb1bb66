/** spec 000 §9: product photo thumbs 3 (2 at the smallest breakpoint). */
export const THUMBS = 3;
export const THUMBS_SMALL = 2;
/** spec 000 §9: gallery thumbs 5 (1 on small screens). */
export const DIALOG_THUMBS = 5;
export const DIALOG_THUMBS_SMALL = 1;
/** spec 000 §9: zoom only at or above the small breakpoint (576 px, as the theme's grid). */
export const SMALL_BREAKPOINT = 576;
export const WIDE_QUERY = `(min-width: ${SMALL_BREAKPOINT}px)`;
/** How much the zoom magnifies the main photo. */
export const ZOOM_SCALE = 2.2;
