/**
 * What the loader does once a widget's definition is there (docs/architecture.md §4): reads
 * its props, loads its behaviour or its component with the React runtime (once per widget name,
 * core/widgetLoads.ts) and mounts it. In the props chunk, loaded with the first definition, so
 * the entry script stays small (issue 16 §2).
 */
import type { ComponentType } from 'react';
import { loadChunk } from './chunks';
import { emit } from './events';
import { readProps } from './props';
import { pageSettings } from './settings';
import type { Behavior, WidgetContext, WidgetDefinition } from './widget';
import { type Loads, once } from './widgetLoads';

type Props = Record<string, unknown>;
export type WidgetState = 'waiting' | 'loading' | 'mounted' | 'failed';

/** The loader's handle of a placeholder, as far as mounting goes. */
export interface Mounting {
  name: string;
  state: WidgetState;
  /** False once unmounted: late answers of chunks in flight are then ignored. */
  alive: boolean;
  /** The server markup, the nodes themselves (core/loader.ts). */
  fallback: Node[];
  dispose?: (() => void) | undefined;
}

/** What the loader lends: its state marker and its failure path. */
export interface LoaderHooks {
  setState: (element: HTMLElement, handle: Mounting, state: WidgetState) => void;
  fail: (element: HTMLElement, handle: Mounting, error: unknown, message: string) => void;
}

type Implementation =
  | { kind: 'behavior'; attach: Behavior<Props> }
  | { kind: 'react'; Component: ComponentType<Props>; mountReact: MountReact };
type MountReact = typeof import('./react/mount').mountReact;

const shared: Loads = {};
const reactRuntime = () =>
  once(shared, 'react', () => loadChunk('react runtime', () => import('./react/mount')));

/** The behaviour, or the component with the React runtime: once per widget name. */
function implementation(
  loads: Loads,
  name: string,
  definition: WidgetDefinition,
): Promise<Implementation> {
  return once(loads, 'implementation', async (): Promise<Implementation> => {
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

/** Reads the props, loads what mounts the widget and mounts it; failures end in `hooks.fail`. */
export async function mountWidget(
  element: HTMLElement,
  handle: Mounting,
  definition: WidgetDefinition,
  loads: Loads,
  hooks: LoaderHooks,
): Promise<void> {
  const parsed = readProps<Props>(element, definition.props, handle.name);
  if (!parsed.ok) {
    hooks.setState(element, handle, 'failed');
    console.error(parsed.message, element);
    emit('vitrine:widget-error', { widget: handle.name, element, error: parsed.message });
    return;
  }
  const context: WidgetContext = {
    name: handle.name,
    element,
    settings: pageSettings(),
    fallback: () => handle.fallback.map((node) => node.cloneNode(true)),
  };
  const onError = (error: unknown) =>
    hooks.fail(element, handle, error, `[vitrine] widget "${handle.name}" failed to render`);
  const loaded = await implementation(loads, handle.name, definition);
  if (!handle.alive) return;
  if (loaded.kind === 'behavior') {
    handle.dispose = loaded.attach(element, parsed.props, context);
  } else {
    const { Component, mountReact } = loaded;
    const dispose = await mountReact(element, Component, parsed.props, context, onError);
    if (!handle.alive) return dispose();
    handle.dispose = dispose;
    if (handle.state === 'failed') return;
  }
  hooks.setState(element, handle, 'mounted');
  emit('vitrine:widget-mounted', { widget: handle.name, element });
}
