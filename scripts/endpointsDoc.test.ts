import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints, FAULTS, OUR_CONTRACT } from '../src/api/endpoints';
import { describeSchema, ENDPOINTS_DOC, renderEndpoints } from './endpointsDoc';

const root = resolve(import.meta.dirname, '..');
const apiDir = join(root, 'src/api');

describe('docs/endpoints.md (issue 9 §7)', () => {
  it('is what `npm run docs` writes from src/api/endpoints.ts', () => {
    expect(readFileSync(ENDPOINTS_DOC, 'utf8')).toBe(renderEndpoints());
  });

  it('lists every path constant that src/api exports', async () => {
    const modules = readdirSync(apiDir).filter((name) => /^[a-z]\w*\.ts$/.test(name));
    const paths: string[] = [];
    for (const name of modules) {
      const module = (await import(join(apiDir, name))) as Record<string, unknown>;
      for (const [key, value] of Object.entries(module)) {
        if (/_PATH$/.test(key) && typeof value === 'string') paths.push(value);
      }
    }
    expect(paths.length).toBeGreaterThan(4);
    const listed = endpoints.map((endpoint) => endpoint.path);
    for (const path of paths) {
      expect(
        listed.some(
          (entry) =>
            entry === path || (/^[ ?/]/.test(entry.slice(path.length)) && entry.startsWith(path)),
        ),
        `${path} is missing from src/api/endpoints.ts`,
      ).toBe(true);
    }
  });

  it('names a source for every endpoint and widgets that exist', () => {
    const widgets = new Set(
      readdirSync(join(root, 'widgets')).flatMap((family) =>
        readdirSync(join(root, 'widgets', family)),
      ),
    );
    for (const endpoint of endpoints) {
      expect(endpoint.source).toMatch(/spec 00[01] §\d|not in the specification/);
      for (const user of endpoint.usedBy) {
        if (/^[a-z]+(-[a-z0-9]+)+$/.test(user)) expect(widgets, user).toContain(user);
      }
    }
    expect(renderEndpoints()).toContain(OUR_CONTRACT);
  });

  it('says for every endpoint what the shopper sees after each failure (issue 16 §4)', () => {
    for (const endpoint of endpoints) {
      for (const fault of FAULTS) {
        expect(endpoint.faults[fault].trim(), `${endpoint.name}: ${fault}`).not.toBe('');
      }
    }
    const tables = renderEndpoints().match(/^\| failure \| what the shopper sees \|$/gm) ?? [];
    expect(tables).toHaveLength(endpoints.length);
  });
});

describe('describeSchema', () => {
  it('prints optional and nullable fields, integers, unions, enum arrays and records', () => {
    const schema = z.object({
      N: z.number().check(z.int()),
      S: z.optional(z.string()),
      P: z.nullable(z.union([z.number(), z.string()])),
      T: z.array(z.enum(['a', 'b'])),
      R: z.record(z.string(), z.boolean()),
    });
    expect(describeSchema(schema as never)).toBe(
      '{N: integer, S?: string, P: number | string | null, T: ("a" | "b")[], R: {[key]: boolean}}',
    );
  });

  it('breaks a long object into indented lines and marks the fields a loose object keeps', () => {
    const schema = z.object({
      ProductVariantViewModel: z.looseObject({ ProductVariantId: z.number(), SKU: z.string() }),
      ProductVariantAttributesViewModel: z.array(z.object({ Value: z.string() })),
    });
    expect(describeSchema(schema as never)).toBe(
      [
        '{',
        '  ProductVariantViewModel: {ProductVariantId: number, SKU: string, [other: string]: unknown},',
        '  ProductVariantAttributesViewModel: {Value: string}[],',
        '}',
      ].join('\n'),
    );
  });
});
