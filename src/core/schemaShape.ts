/**
 * The shape of a JSON attribute (a list of slides, an object of quantities), read from the
 * widget's zod/mini schema like schemaInfo reads its fields, for the widget gallery (issue 10
 * §5): editors see which keys an `object`/`array` attribute takes and what each holds. Only
 * the demo's gallery uses it: the bundle never imports this module.
 */

export type Shape =
  | { kind: 'text' | 'number' | 'boolean' | 'value' }
  | { kind: 'choice'; values: readonly unknown[] }
  | { kind: 'list'; item: Shape }
  | { kind: 'tuple'; items: Shape[] }
  | { kind: 'object'; fields: ShapeField[]; more: boolean }
  | { kind: 'map'; value: Shape }
  | { kind: 'either'; options: Shape[] };

export interface ShapeField {
  key: string;
  /** Optional, or with a default: the key may be left out. */
  optional: boolean;
  shape: Shape;
}

interface Def {
  type: string;
  innerType?: SchemaLike;
  in?: SchemaLike;
  element?: SchemaLike;
  items?: SchemaLike[];
  options?: SchemaLike[];
  shape?: Record<string, SchemaLike>;
  catchall?: SchemaLike;
  valueType?: SchemaLike;
  entries?: Record<string, unknown>;
  values?: unknown[];
}
interface SchemaLike {
  _zod: { def: Def };
}

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'nonoptional',
]);

/** The schema under its optional/default/pipe wrappers, and whether a wrapper made it optional. */
function unwrap(schema: SchemaLike): { def: Def; optional: boolean } {
  let def = schema._zod.def;
  let optional = false;
  for (let depth = 0; depth < 10; depth++) {
    if (['optional', 'default', 'prefault'].includes(def.type)) optional = true;
    const inner = WRAPPERS.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined;
    if (!inner) break;
    def = inner._zod.def;
  }
  return { def, optional };
}

/** Any zod/mini schema (read through its public definition only). */
export interface AnySchema {
  _zod: object;
}

/** The shape of any schema: the props schema's field, or anything nested in it. */
export function shapeOf(schema: AnySchema, depth = 0): Shape {
  const { def } = unwrap(schema as SchemaLike);
  if (depth > 8) return { kind: 'value' };
  const nested = (child: SchemaLike) => shapeOf(child, depth + 1);
  switch (def.type) {
    case 'string':
      return { kind: 'text' };
    case 'number':
    case 'int':
    case 'bigint':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'choice', values: Object.values(def.entries ?? {}) };
    case 'literal':
      return { kind: 'choice', values: def.values ?? [] };
    case 'array':
      return def.element ? { kind: 'list', item: nested(def.element) } : { kind: 'value' };
    case 'tuple':
      return { kind: 'tuple', items: (def.items ?? []).map(nested) };
    case 'record':
      return def.valueType ? { kind: 'map', value: nested(def.valueType) } : { kind: 'value' };
    case 'union':
      return { kind: 'either', options: (def.options ?? []).map(nested) };
    case 'object':
      return {
        kind: 'object',
        fields: Object.entries(def.shape ?? {}).map(([key, field]) => ({
          key,
          optional: unwrap(field).optional,
          shape: nested(field),
        })),
        // A loose object (z.looseObject) takes other keys too.
        more: def.catchall !== undefined && def.catchall._zod.def.type !== 'never',
      };
    default:
      return { kind: 'value' };
  }
}

/** Whether a shape is worth showing beside the type: lists and objects, the JSON attributes. */
export const isStructured = (shape: Shape): boolean =>
  shape.kind === 'list' ||
  shape.kind === 'tuple' ||
  shape.kind === 'object' ||
  shape.kind === 'map';
