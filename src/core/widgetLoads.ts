/**
 * The loads behind the loader, one per widget name (issue 16 §2): a page with 200 placeholders
 * of one widget waits for its definition and its component once, not 200 times through the
 * bundler's preload helper. Props parsing and the React runtime load once per page. A load that
 * fails is forgotten, so the next placeholder of that name tries again (spec 000 §9: one retry
 * inside loadChunk, then the widget's fallback).
 */
import type { ComponentType } from 'react';
import { loadChunk } from './chunks';
import type { RegistryEntry } from './registry';
import type { Behavior, WidgetDefinition } from './widget';

type Props = Record<string, unknown>;
export type ReadProps = typeof import('./props').readProps;
export type MountReact = typeof import('./react/mount').mountReact;

export interface Declared {
  definition: WidgetDefinition;
  readProps: ReadProps;
}

export type Implementation =
  | { kind: 'behavior'; attach: Behavior<Props> }
  | { kind: 'react'; Component: ComponentType<Props>; mountReact: MountReact };

let loads = new Map<string, Promise<unknown>>();

/** For tests (with a swapped registry): forgets every load. */
export function forgetLoads(): void {
  loads = new Map();
}

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  const known = loads.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = load();
  loads.set(key, loading);
  loading.catch(() => {
    if (loads.get(key) === loading) loads.delete(key);
  });
  return loading;
}

const propsModule = () => once('props', () => loadChunk('props', () => import('./props')));
const reactRuntime = () =>
  once('react runtime', () => loadChunk('react runtime', () => import('./react/mount')));

/** The widget's definition and props parsing: enough to read and check its props. */
export function declared(entry: RegistryEntry): Promise<Declared> {
  return once(`definition ${entry.name}`, async () => {
    const [module, props] = await Promise.all([
      loadChunk(entry.path, entry.importer),
      propsModule(),
    ]);
    return { definition: module.default, readProps: props.readProps };
  });
}

/** What mounts it: the behaviour, or the component with the React runtime. */
export function implementation(
  name: string,
  definition: WidgetDefinition,
): Promise<Implementation> {
  return once(`implementation ${name}`, async () => {
    if (definition.kind === 'behavior') {
      const module = await loadChunk(`${name} behaviour`, definition.load);
      return { kind: 'behavior', attach: module.default as Behavior<Props> };
    }
    const [module, react] = await Promise.all([
      loadChunk(`${name} component`, definition.load),
      reactRuntime(),
    ]);
    return {
      kind: 'react',
      Component: module.default as ComponentType<Props>,
      mountReact: react.mountReact,
    };
  });
}
