/**
 * The one owner of the page's history entries (docs/decisions/015-shell-split-and-history.md).
 * The page shell, ajax forms and the variation widget write entries only through here, so
 * that every entry carries the shell's state `{ vitrine: true, scrollY, key }` and the shell
 * always knows which address the content on screen stands for, with no event to keep it informed.
 *
 * Scroll positions live in memory, keyed by the entry's `key` (decision 015, update of issue 16
 * §2): a visit writes history once, its pushState. They reach the entry's state and
 * sessionStorage only when the document goes away (`keepScrollForNextDocument`, on pagehide),
 * so a reload, or Back from another site, still finds them.
 */
export interface ShellState {
  vitrine: true;
  /** Where the entry was scrolled when its state was last written. */
  scrollY: number;
  /** The entry's name in the scroll memory; absent from the entries of older builds. */
  key?: string;
}

export const isShellState = (state: unknown): state is ShellState =>
  typeof state === 'object' && state !== null && (state as { vitrine?: unknown }).vitrine === true;

/** Where the scroll memory waits for the tab's next document. */
const STORAGE_KEY = 'vitrine:scroll';
/** Chromium keeps at most 50 entries per tab: older positions can never be reached again. */
const REMEMBERED_ENTRIES = 50;

/**
 * Scroll position of each entry of this tab, by the entry's key, in the order the entries were
 * first met (about their order in history).
 */
const positions = new Map<string, number>();
/** About 52 random bits: unique across the tab's documents. */
const newKey = () => Math.random().toString(36).slice(2);

const keyOf = (state: unknown): string | undefined =>
  isShellState(state) && typeof state.key === 'string' ? state.key : undefined;

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

/** Where to scroll an entry of the shell that Back or Forward reached. */
export const rememberedScroll = (state: ShellState): number =>
  (state.key === undefined ? undefined : positions.get(state.key)) ?? state.scrollY;

/** A new entry for `url`, scrolled at `scrollY` (where the page is now, by default). */
export function pushEntry(url: string, scrollY = window.scrollY): void {
  const key = newKey();
  history.pushState({ vitrine: true, scrollY, key } satisfies ShellState, '', url);
  positions.set(key, scrollY);
  shown = location.href;
}

/** This entry now stands for `url` (a visit that replaces it, or Back and Forward). */
export function replaceEntry(url: string, scrollY: number): void {
  const kept = keyOf(history.state);
  const key = kept ?? newKey();
  positions.set(key, scrollY);
  // Back or Forward to a page that answered at its own address: the entry is right as it is.
  if (kept === undefined || new URL(url, location.href).href !== location.href) {
    history.replaceState({ vitrine: true, scrollY, key } satisfies ShellState, '', url);
  }
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

/** Remembers where the current entry's page is scrolled; in memory, no history write. */
export function rememberScroll(): void {
  const key = keyOf(history.state);
  if (key !== undefined) positions.set(key, window.scrollY);
}

/** The current entry's state with the shell's keys, keeping the keys other scripts stored. */
function stateHere(scrollY: number): Required<ShellState> {
  const state: unknown = history.state;
  return {
    // Any object: keys other scripts keep in this entry must survive.
    ...(typeof state === 'object' && state !== null ? state : {}),
    vitrine: true,
    scrollY,
    key: keyOf(state) ?? newKey(),
  };
}

/**
 * The document goes away (pagehide: a reload, another site, the back-forward cache): the
 * current position goes into the entry's state and the whole memory into sessionStorage, so
 * the next document of this tab restores this entry and the ones before it.
 */
export function keepScrollForNextDocument(): void {
  const state = stateHere(window.scrollY);
  history.replaceState(state, '');
  positions.set(state.key, state.scrollY);
  try {
    const kept = [...positions].slice(-REMEMBERED_ENTRIES);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage refused (private mode, quota): this entry's own state still has its position.
  }
}

/**
 * The document has loaded in this entry: the memory kept by the tab's earlier documents comes
 * back, and the entry gets the shell's state if it lacks it or its key (one write, at load).
 * Answers where the entry was scrolled, or undefined for an entry the shell never wrote.
 */
export function enterDocument(): number | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as object;
    for (const [key, scrollY] of Object.entries(stored)) {
      if (typeof scrollY === 'number') positions.set(key, scrollY);
    }
  } catch {
    // Nothing kept, or not ours to read: each entry's own state still has a position.
  }
  const state: unknown = history.state;
  const shell = isShellState(state);
  if (shell && keyOf(state) !== undefined) return rememberedScroll(state);
  const written = stateHere(shell ? state.scrollY : window.scrollY);
  history.replaceState(written, '');
  positions.set(written.key, written.scrollY);
  return shell ? written.scrollY : undefined;
}
