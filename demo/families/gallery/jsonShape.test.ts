import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { shapeOf } from '../../../src/core/schemaShape';
import { renderShape } from './jsonShape';
import { strings } from './strings';

const french = strings.fr.pages.gallery.shape;
const german = strings.de.pages.gallery.shape;

describe('renderShape', () => {
  it('writes a short shape on one line, in the page’s words', () => {
    const brands = z.array(z.object({ slug: z.string(), name: z.string(), id: z.number() }));

    expect(renderShape(shapeOf(brands), french)).toBe(
      '[{ "slug": texte, "name": texte, "id": nombre }, …]',
    );
    expect(renderShape(shapeOf(brands), german)).toBe(
      '[{ "slug": Text, "name": Text, "id": Zahl }, …]',
    );
  });

  it('says which keys may be left out, and that a loose object takes more', () => {
    const item = z.looseObject({ sku: z.optional(z.string()) });

    expect(renderShape(shapeOf(item), french)).toBe('{ "sku": texte (facultatif), … }');
  });

  it('writes a long shape over several indented lines', () => {
    const attributes = z.array(
      z.object({
        ProductAttributeId: z.number(),
        Values: z.array(z.object({ DisplayValue: z.string(), IsUnavailable: z.boolean() })),
      }),
    );

    expect(renderShape(shapeOf(attributes), french)).toBe(
      [
        '[{',
        '  "ProductAttributeId": nombre,',
        '  "Values": [{',
        '    "DisplayValue": texte,',
        '    "IsUnavailable": true | false',
        '  }, …]',
        '}, …]',
      ].join('\n'),
    );
  });

  it('writes a name → value object, choices and tuples', () => {
    const params = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

    expect(renderShape(shapeOf(params), french)).toBe('{ nom: texte | nombre | true | false, … }');
    expect(renderShape(shapeOf(z.array(z.enum(['BE', 'FR']))), french)).toBe('["BE" | "FR", …]');
    expect(renderShape(shapeOf(z.tuple([z.number(), z.string()])), french)).toBe('[nombre, texte]');
    expect(renderShape(shapeOf(z.object({})), french)).toBe('{}');
  });
});
