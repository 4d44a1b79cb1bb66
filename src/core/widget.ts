/**
 * How a widget declares itself (docs/architecture.md §4). `widgets/<family>/<name>/index.ts`
 * default-exports `defineWidget(...)` (a React component) or `defineBehavior(...)` (a plain
 * function that enhances server HTML and returns its cleanup).
 */
import type { ComponentType } from 'react';
import type * as z from 'zod/mini';
import type { PageSettings } from './settings';

export type PropsSchema = z.ZodMiniObject;

/**
 * The props a widget's component or behaviour receives: what its schema outputs, defaults
 * applied, from the schema or from a definition (docs/decisions/017). Never written again by
 * hand, so the schema, the gallery table read from it and the component cannot disagree.
 * A component cannot name `typeof definition` (its type is inferred from `load`, which is the
 * component: a circle TypeScript refuses), so `index.ts` exports it from the schema:
 *
 *   const props = z.object({ page: z.number() });
 *   export type Props = WidgetProps<typeof props>;
 *   export default defineWidget({ props, load: () => import('./Pagination') });
 */
export type WidgetProps<T extends PropsSchema | { props: PropsSchema }> = T extends PropsSchema
  ? z.output<T>
  : T extends { props: infer S extends PropsSchema }
    ? z.output<S>
    : never;

export interface WidgetContext {
  /** The widget's registered name. */
  name: string;
  /** The placeholder element the widget was mounted in. */
  element: HTMLElement;
  settings: PageSettings;
  /**
   * Fresh copies of the server fallback the placeholder held before the widget mounted: a
   * widget whose data cannot load shows it again (docs/architecture.md §4, issue 10 §6).
   */
  fallback: () => Node[];
}

export type Behavior<P> = (element: HTMLElement, props: P, context: WidgetContext) => () => void;

interface BaseDefinition<S extends PropsSchema> {
  /** zod/mini schema of the data attributes; keys are camelCase, attributes kebab-case. */
  props: S;
}

export interface ReactWidgetDefinition<S extends PropsSchema = PropsSchema>
  extends BaseDefinition<S> {
  kind: 'react';
  load: () => Promise<{ default: ComponentType<WidgetProps<S>> }>;
}

export interface BehaviorDefinition<S extends PropsSchema = PropsSchema> extends BaseDefinition<S> {
  kind: 'behavior';
  load: () => Promise<{ default: Behavior<WidgetProps<S>> }>;
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
