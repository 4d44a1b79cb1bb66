/** Timings of the page shell (spec 000 §9). */
export const EXIT_DELAY_MS = 10;
export const ENTER_DELAY_MS = 10;
export const ANCHOR_SCROLL_MS = 800;
export const ANCHOR_OFFSET_PX = -32;
export const CLICK_SUPPRESSION_MS = 500;
/** spec 000 §9: the longest the initial loader stays (decision 042). */
export const INITIAL_LOADER_MS = 3000;
/** spec 001 §9: the initial loader's animation, its fade once the page has loaded (decision 042). */
export const INITIAL_LOADER_FADE_MS = 600;
/** Not in the spec: after this, a pending page shows the progress bar (Turbo waits 500 ms). */
export const LONG_LOADING_DELAY_MS = 300;
/** Prefetch: intent delay on hover or focus, time to live and size of the cache. */
export const PREFETCH_INTENT_MS = 80;
export const PREFETCH_TTL_MS = 10_000;
export const PREFETCH_MAX_ENTRIES = 5;
/** Not in the spec: the scroll position is remembered once scrolling rests this long. */
export const SCROLL_MEMORY_MS = 150;
/**
 * Not in the spec: how long focus follows a kept control that a widget mounting over its
 * server markup replaces (issue 10 §2); a slow phone may take this long to load the widget.
 */
export const KEEP_FOCUS_MS = 10_000;
