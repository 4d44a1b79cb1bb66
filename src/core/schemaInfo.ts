/**
 * Reads a widget's zod/mini props schema without importing zod: the loader uses it to coerce
 * data attributes, the widget gallery to print the attribute table (issue 2 §3). It walks the
 * schema's public definition (`schema._zod.def`).
 */
import type { PropsSchema } from './widget';

export type FieldType = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'other';

export interface FieldInfo {
  /** camelCase key of the props object. */
  key: string;
  /** The data attribute the editor writes: data-max-file-size. */
  attribute: string;
  type: FieldType;
  required: boolean;
  /** The default value, when the schema declares one. */
  defaultValue?: unknown;
  /** Allowed values of an enum or literal. */
  values?: readonly unknown[];
}

interface Def {
  type: string;
  innerType?: SchemaLike;
  in?: SchemaLike;
  defaultValue?: unknown;
  entries?: Record<string, unknown>;
  values?: unknown[];
  shape?: Record<string, SchemaLike>;
}
interface SchemaLike {
  _zod: { def: Def };
}

export const toAttribute = (key: string): string =>
  `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const baseTypes: Record<string, FieldType> = {
  string: 'string',
  number: 'number',
  int: 'number',
  boolean: 'boolean',
  enum: 'enum',
  literal: 'enum',
  array: 'array',
  tuple: 'array',
  object: 'object',
  record: 'object',
};

export function describeField(key: string, schema: SchemaLike): FieldInfo {
  const info: FieldInfo = { key, attribute: toAttribute(key), type: 'other', required: true };
  let def = schema._zod.def;
  // Unwrap optional/default/nullable/pipe wrappers down to the base type.
  for (let depth = 0; depth < 10; depth++) {
    if (def.type === 'optional' || def.type === 'nullable') info.required = false;
    if (def.type === 'default' || def.type === 'prefault') {
      info.required = false;
      info.defaultValue = def.defaultValue;
    }
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) break;
    def = inner._zod.def;
  }
  info.type = baseTypes[def.type] ?? 'other';
  if (def.type === 'enum' && def.entries) info.values = Object.values(def.entries);
  if (def.type === 'literal' && def.values) info.values = def.values;
  return info;
}

/** Described once per schema: every placeholder of a widget reads the same fields (issue 16). */
const described = new WeakMap<PropsSchema, FieldInfo[]>();

export function describeProps(schema: PropsSchema): FieldInfo[] {
  let fields = described.get(schema);
  if (!fields) {
    const shape = (schema as unknown as SchemaLike)._zod.def.shape ?? {};
    fields = Object.entries(shape).map(([key, field]) => describeField(key, field));
    described.set(schema, fields);
  }
  return fields;
}
