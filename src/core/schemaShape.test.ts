import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isStructured, shapeOf } from './schemaShape';

describe('shapeOf', () => {
  it('reads a list of objects with their optional keys', () => {
    const slides = z.array(
      z.object({ image: z.optional(z.string()), alt: z._default(z.string(), ''), id: z.int() }),
    );

    expect(shapeOf(slides)).toEqual({
      kind: 'list',
      item: {
        kind: 'object',
        more: false,
        fields: [
          { key: 'image', optional: true, shape: { kind: 'text' } },
          { key: 'alt', optional: true, shape: { kind: 'text' } },
          { key: 'id', optional: false, shape: { kind: 'number' } },
        ],
      },
    });
  });

  it('reads through optional, default, nullable and pipe wrappers and checks', () => {
    const schema = z._default(
      z.optional(
        z.nullable(
          z.pipe(
            z.array(z.string().check(z.regex(/^[A-Z]{2}$/))),
            z.transform((list) => list),
          ),
        ),
      ),
      [],
    );

    expect(shapeOf(schema)).toEqual({ kind: 'list', item: { kind: 'text' } });
  });

  it('reads choices, booleans, name → value objects, unions, tuples and loose objects', () => {
    expect(shapeOf(z.enum(['incl', 'excl']))).toEqual({ kind: 'choice', values: ['incl', 'excl'] });
    expect(shapeOf(z.literal(['a', 1]))).toEqual({ kind: 'choice', values: ['a', 1] });
    expect(shapeOf(z.boolean())).toEqual({ kind: 'boolean' });
    expect(shapeOf(z.record(z.string(), z.union([z.string(), z.number()])))).toEqual({
      kind: 'map',
      value: { kind: 'either', options: [{ kind: 'text' }, { kind: 'number' }] },
    });
    expect(shapeOf(z.tuple([z.number(), z.number()]))).toEqual({
      kind: 'tuple',
      items: [{ kind: 'number' }, { kind: 'number' }],
    });
    expect(shapeOf(z.looseObject({ SKU: z.string() }))).toEqual({
      kind: 'object',
      more: true,
      fields: [{ key: 'SKU', optional: false, shape: { kind: 'text' } }],
    });
    expect(shapeOf(z.strictObject({}))).toEqual({ kind: 'object', more: false, fields: [] });
  });

  it('calls anything else a value', () => {
    expect(shapeOf(z.date())).toEqual({ kind: 'value' });
  });

  it('tells the structured shapes (the JSON attributes) from the plain ones', () => {
    expect(isStructured(shapeOf(z.array(z.string())))).toBe(true);
    expect(isStructured(shapeOf(z.object({})))).toBe(true);
    expect(isStructured(shapeOf(z.record(z.string(), z.string())))).toBe(true);
    expect(isStructured(shapeOf(z.string()))).toBe(false);
    expect(isStructured(shapeOf(z.enum(['a'])))).toBe(false);
  });
});
