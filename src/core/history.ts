/**
 * The one owner of the page's history entries (docs/decisions/015-shell-split-and-history.md).
 * The page shell, ajax forms and the variation widget write entries only through here, so
 * that every entry carries the shell's state `{ vitrine: true, scrollY }` (Back and Forward
 * then restore the scroll, even after a reload) and the shell always knows which address the
 * content on screen stands for, with no event to keep it informed.
 */
export interface ShellState {
  vitrine: true;
  scrollY: number;
}

export const isShellState = (state: unknown): state is ShellState =>
  typeof state === 'object' && state !== null && (state as { vitrine?: unknown }).vitrine === true;

/** The address of the content on screen: written here, or reached with Back or Forward. */
let shown = location.href;

/** The address the content on screen stands for. */
export const shownAddress = (): URL => new URL(shown);

/**
 * Back or Forward has reached another entry: from now on the page stands for it. Returns the
 * address it stood for before, so the shell can tell an in-page anchor from another page.
 */
export function arrive(): URL {
  const before = shownAddress();
  shown = location.href;
  return before;
}

/** A new entry for `url`, scrolled at `scrollY` (where the page is now, by default). */
export function pushEntry(url: string, scrollY = window.scrollY): void {
  history.pushState({ vitrine: true, scrollY } satisfies ShellState, '', url);
  shown = location.href;
}

/** This entry now stands for `url` (a visit that replaces it, or Back and Forward). */
export function replaceEntry(url: string, scrollY: number): void {
  history.replaceState({ vitrine: true, scrollY } satisfies ShellState, '', url);
  shown = location.href;
}

/**
 * Another address for the same content in this entry, its state kept (spec 000 §2: the
 * address names the variant shown, without a new entry).
 */
export function replaceAddress(url: string): void {
  history.replaceState(history.state, '', url);
  shown = location.href;
}

/** Writes the current scroll position into the current entry, keeping its other keys. */
export function rememberScroll(): void {
  const state: ShellState = {
    // Any object: keys other scripts keep in this entry must survive.
    ...(typeof history.state === 'object' && history.state !== null ? history.state : {}),
    vitrine: true,
    scrollY: window.scrollY,
  };
  history.replaceState(state, '');
}
