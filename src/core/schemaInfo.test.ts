import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeProps, toAttribute } from './schemaInfo';

describe('toAttribute', () => {
  it('writes a camelCase key as its kebab-case data attribute', () => {
    expect(toAttribute('maxFileSize')).toBe('data-max-file-size');
    expect(toAttribute('amount')).toBe('data-amount');
  });
});

describe('describeProps', () => {
  it('gives name, attribute, type, default, required and allowed values of every prop', () => {
    const schema = z.object({
      basketUrl: z.optional(z.string()),
      amount: z._default(z.enum(['incl', 'excl', 'none']), 'incl'),
      maxFileSize: z.number(),
      quantity: z.int(),
      autoplay: z._default(z.boolean(), true),
      folderIds: z.array(z.number()),
      labels: z.nullable(z.object({ title: z.string() })),
      variant: z.literal(['a', 'b']),
      texts: z.record(z.string(), z.string()),
      position: z.tuple([z.number(), z.number()]),
      when: z.date(),
    });

    expect(describeProps(schema)).toEqual([
      { key: 'basketUrl', attribute: 'data-basket-url', type: 'string', required: false },
      {
        key: 'amount',
        attribute: 'data-amount',
        type: 'enum',
        required: false,
        defaultValue: 'incl',
        values: ['incl', 'excl', 'none'],
      },
      { key: 'maxFileSize', attribute: 'data-max-file-size', type: 'number', required: true },
      { key: 'quantity', attribute: 'data-quantity', type: 'number', required: true },
      {
        key: 'autoplay',
        attribute: 'data-autoplay',
        type: 'boolean',
        required: false,
        defaultValue: true,
      },
      { key: 'folderIds', attribute: 'data-folder-ids', type: 'array', required: true },
      { key: 'labels', attribute: 'data-labels', type: 'object', required: false },
      {
        key: 'variant',
        attribute: 'data-variant',
        type: 'enum',
        required: true,
        values: ['a', 'b'],
      },
      { key: 'texts', attribute: 'data-texts', type: 'object', required: true },
      { key: 'position', attribute: 'data-position', type: 'array', required: true },
      { key: 'when', attribute: 'data-when', type: 'other', required: true },
    ]);
  });

  it('sees through a pipe to the input type', () => {
    const schema = z.object({
      size: z.pipe(
        z.string(),
        z.transform((value) => value.length),
      ),
    });

    expect(describeProps(schema)).toEqual([
      { key: 'size', attribute: 'data-size', type: 'string', required: true },
    ]);
  });

  it('describes an empty schema as no props', () => {
    expect(describeProps(z.object({}))).toEqual([]);
  });
});
