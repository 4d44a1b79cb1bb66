/**
 * The loads behind the loader, each waited for once (issue 16 §2): a page with 200 placeholders
 * of one widget waits for its definition and its component once, not 200 times through the
 * bundler's preload helper. A load that fails is forgotten, so the next placeholder tries again
 * (spec 000 §9: one retry inside loadChunk, then the widget's fallback). What happens once a
 * definition is there (props, the component, React) is core/mountWidget.ts, in the props chunk:
 * the entry script keeps only what finds and waits.
 */
import { loadChunk } from './chunks';
import type { RegistryEntry } from './registry';
import type { WidgetDefinition } from './widget';

/** Loads in flight or done, by what they load. */
export type Loads = Record<string, Promise<unknown> | undefined>;

/** The load under `key` in `loads`, started once; forgotten if it fails. */
export function once<T>(loads: Loads, key: string, load: () => Promise<T>): Promise<T> {
  const known = loads[key] as Promise<T> | undefined;
  if (known) return known;
  const loading = load();
  loads[key] = loading;
  loading.catch(() => {
    if (loads[key] === loading) delete loads[key];
  });
  return loading;
}

/** Each registry entry's loads: a swapped registry (tests) starts with none. */
const byEntry = new WeakMap<RegistryEntry, Loads>();
const shared: Loads = {};

export function loadsOf(entry: RegistryEntry): Loads {
  const known = byEntry.get(entry);
  if (known) return known;
  const loads: Loads = {};
  byEntry.set(entry, loads);
  return loads;
}

/** The widget's definition, once per widget name. */
export const definitionOf = (entry: RegistryEntry): Promise<WidgetDefinition> =>
  once(loadsOf(entry), 'definition', () =>
    loadChunk(entry.path, entry.importer).then((module) => module.default),
  );

/** What mounts a widget once its definition is there: props parsing and the mount itself. */
export const mountRuntime = () =>
  once(shared, 'mount', () => loadChunk('props', () => import('./mountWidget')));
