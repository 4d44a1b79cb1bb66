/**
 * The island loader (docs/architecture.md §1, issue 2 §2): `scan(root)` mounts every
 * `[data-widget]` under root once, `unmount(root)` tears down every widget under root.
 * A WeakMap keeps element -> handle, so scanning twice mounts nothing twice and a removed
 * element can always be torn down. The loader never knows what a widget does.
 */
import { emit } from './events';
import type { LoaderHooks, Mounting, WidgetState } from './mountWidget';
import { registry as defaultRegistry, type Registry } from './registry';
import { waiters } from './triggers';
import { type Trigger, triggers } from './triggers/types';
import { definitionOf, loadsOf, mountRuntime } from './widgetLoads';

interface Handle extends Mounting {
  /**
   * The server markup, put back if the widget fails (docs/architecture.md §4): the nodes
   * themselves, not copies. A component's first render takes them out of the page and this
   * keeps them; a behaviour works on them in place. Nothing is cloned unless a widget asks for
   * its fallback (issue 16 §2: a list page cloned about 650 nodes per visit).
   */
  fallback: Node[];
  cancel: () => void;
}

const SELECTOR = '[data-widget]';
const handles = new WeakMap<Element, Handle>();
const live = new Set<Element>();
let registry: Registry = defaultRegistry;
let reportedUnknown = new Set<string>();

/** For tests: swap the registry. */
export function useRegistry(next: Registry): void {
  registry = next;
  reportedUnknown = new Set();
}

function setState(element: HTMLElement, handle: Mounting, state: WidgetState): void {
  handle.state = state;
  element.dataset.widgetState = state;
}

function placeholders(root: ParentNode): HTMLElement[] {
  const found = Array.from(root.querySelectorAll<HTMLElement>(SELECTOR));
  if (root instanceof HTMLElement && root.matches(SELECTOR)) found.unshift(root);
  return found;
}

/** data-hydrate picks the trigger; anything else, or nothing, mounts at load. */
function triggerOf(element: HTMLElement): Trigger {
  const wanted = element.dataset.hydrate ?? 'load';
  if ((triggers as readonly string[]).includes(wanted)) return wanted as Trigger;
  console.error(
    `[vitrine] data-hydrate="${wanted}" is not one of ${triggers.join(', ')}; using load`,
  );
  return 'load';
}

async function reportUnknown(name: string, element: HTMLElement): Promise<void> {
  const known = [...registry.keys()];
  const guess = (await import('./nearest')).nearest(name, known);
  const hint = guess
    ? `did you mean "${guess}"?`
    : `registered widgets: ${known.sort().join(', ')}`;
  console.error(`[vitrine] unknown widget "${name}"; ${hint}`, element);
}

function fail(element: HTMLElement, handle: Mounting, error: unknown, message: string): void {
  handle.dispose?.();
  handle.dispose = undefined;
  const { childNodes } = element;
  const untouched =
    childNodes.length === handle.fallback.length &&
    handle.fallback.every((node, index) => childNodes[index] === node);
  // A behaviour that failed to load left its markup where it was: moving it would unmount and
  // mount again the widgets inside it.
  if (!untouched) element.replaceChildren(...handle.fallback);
  setState(element, handle, 'failed');
  console.error(message, error, element);
  emit('vitrine:widget-error', { widget: handle.name, element, error });
}

const hooks: LoaderHooks = { setState, fail };

async function activate(element: HTMLElement, handle: Handle): Promise<void> {
  const entry = registry.get(handle.name);
  if (!entry) {
    setState(element, handle, 'failed');
    if (!reportedUnknown.has(handle.name)) {
      reportedUnknown.add(handle.name);
      // issue 10 §5: a misspelt name gets the likely one; the element is logged with the
      // message, so a click in the console reveals it. The finder loads only for a mistake.
      void reportUnknown(handle.name, element);
    }
    return;
  }
  setState(element, handle, 'loading');
  try {
    // Props parsing and mounting are only needed once a widget loads: out of the entry script.
    const [definition, runtime] = await Promise.all([definitionOf(entry), mountRuntime()]);
    if (handle.alive) {
      await runtime.mountWidget(element, handle, definition, loadsOf(entry), hooks);
    }
  } catch (error) {
    if (!handle.alive) return;
    fail(element, handle, error, `[vitrine] widget "${handle.name}" failed to load`);
  }
}

/** Mounts every placeholder under root that is not mounted yet. */
export function scan(root: ParentNode = document): void {
  for (const element of placeholders(root)) {
    if (handles.has(element) || !element.isConnected) continue;
    const name = element.dataset.widget ?? '';
    const handle: Handle = {
      name,
      state: 'waiting',
      alive: true,
      fallback: Array.from(element.childNodes),
      cancel: () => {},
    };
    handles.set(element, handle);
    live.add(element);
    element.dataset.widgetState = 'waiting';
    handle.cancel = waiters[triggerOf(element)](element, () => {
      void activate(element, handle);
    });
  }
}

/** Unmounts every widget under root (root included) and forgets it. */
export function unmount(root: ParentNode): void {
  for (const element of placeholders(root)) {
    const handle = handles.get(element);
    if (!handle) continue;
    handle.cancel();
    handle.dispose?.();
    handle.alive = false;
    handles.delete(element);
    live.delete(element);
    delete element.dataset.widgetState;
  }
}

/** How many placeholders the loader holds (waiting, loading or mounted). */
export function mountedCount(): number {
  return live.size;
}
