/**
 * How a widget declares itself (ARCHITECTURE.md §4). `widgets/<family>/<name>/index.ts`
 * default-exports `defineWidget(...)` (a React component) or `defineBehavior(...)` (a plain
 * function that enhances server HTML and returns its cleanup).
 */
import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import type { PageSettings } from './settings';

export type PropsSchema = z.ZodMiniObject;

export interface WidgetContext {
  /** The widget's registered name. */
  name: string;
  /** The placeholder element the widget was mounted in. */
  element: HTMLElement;
  settings: PageSettings;
}

export type Behavior<P> = (element: HTMLElement, props: P, context: WidgetContext) => () => void;

interface BaseDefinition<S extends PropsSchema> {
  /** zod/mini schema of the data attributes; keys are camelCase, attributes kebab-case. */
  props: S;
}

export interface ReactWidgetDefinition<S extends PropsSchema = PropsSchema>
  extends BaseDefinition<S> {
  kind: 'react';
  load: () => Promise<{ default: ComponentType<z.infer<S>> }>;
}

export interface BehaviorDefinition<S extends PropsSchema = PropsSchema> extends BaseDefinition<S> {
  kind: 'behavior';
  load: () => Promise<{ default: Behavior<z.infer<S>> }>;
}

export type WidgetDefinition = ReactWidgetDefinition | BehaviorDefinition;

export function defineWidget<S extends PropsSchema>(
  definition: Omit<ReactWidgetDefinition<S>, 'kind'>,
): ReactWidgetDefinition<S> {
  return { kind: 'react', ...definition };
}

export function defineBehavior<S extends PropsSchema>(
  definition: Omit<BehaviorDefinition<S>, 'kind'>,
): BehaviorDefinition<S> {
  return { kind: 'behavior', ...definition };
}
