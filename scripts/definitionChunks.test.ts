import { describe, expect, it } from 'vitest';
import {
  chunkFileName,
  compactRegistry,
  definitionsVersion,
  versionAddresses,
} from './definitionChunks';

describe('widget definition chunks (docs/architecture.md §9)', () => {
  it('names definitions without a hash and every other chunk with one', () => {
    expect(chunkFileName({ facadeModuleId: '/repo/widgets/cart/coupon-form/index.ts' })).toBe(
      'chunks/w/[name].js',
    );
    expect(chunkFileName({ facadeModuleId: '/repo/widgets/cart/coupon-form/CouponForm.tsx' })).toBe(
      'chunks/[name]-[hash].js',
    );
    expect(chunkFileName({ facadeModuleId: '/repo/src/core/props.ts' })).toBe(
      'chunks/[name]-[hash].js',
    );
    expect(chunkFileName({ facadeModuleId: null })).toBe('chunks/[name]-[hash].js');
  });

  it('versions every definition address of the entry, and nothing else', () => {
    const code =
      '{"a":()=>T(()=>import(`./chunks/w/coupon-form.js`),[]),"b":()=>import("./chunks/i18n-Ab12Cd34.js")}';
    expect(versionAddresses(code)).toBe(
      '{"a":()=>T(()=>import(`./chunks/w/coupon-form.js?v=__VITRINE_DEFINITIONS__`),[]),"b":()=>import("./chunks/i18n-Ab12Cd34.js")}',
    );
  });

  it('gives one version to a set of definitions, changed by any change to any of them', () => {
    const one: [string, string][] = [
      ['chunks/w/a.js', 'export default 1'],
      ['chunks/w/b.js', 'export default 2'],
    ];
    const version = definitionsVersion(one);
    expect(version).toMatch(/^[\w-]{8}$/);
    expect(definitionsVersion([...one].reverse())).toBe(version);
    expect(
      definitionsVersion([one[0] as [string, string], ['chunks/w/b.js', 'export default 3']]),
    ).not.toBe(version);
    expect(definitionsVersion([...one, ['chunks/w/c.js', '']])).not.toBe(version);
  });

  describe('the registry in the entry (compactRegistry)', () => {
    const globbed = (folder: string, then = '') =>
      `\t"../../widgets/${folder}/index.ts": () => __vitePreload(() => import("./chunks/w/${folder.split('/')[1]}.js")${then}, __VITE_PRELOAD__, import.meta.url)`;
    const entry = (lines: string[]) =>
      `var registry = buildRegistry(/* #__PURE__ */ Object.assign({\n${lines.join(',\n')}\n}));\nstart();`;

    it('writes each widget folder once, with one importer for all', async () => {
      const code = compactRegistry(
        entry([
          globbed('cart/coupon-form'),
          globbed('product/product-variations', '.then((n) => n.t)'),
        ]),
      );
      expect(code).toContain('"cart/coupon-form product/product-variations:t"');
      expect(code).not.toContain('__vitePreload');
      expect(code.endsWith('\nstart();')).toBe(true);
      // Run the expression with a stand-in for import(): the addresses and the namespaces.
      const expression = /buildRegistry\(\/\* #__PURE__ \*\/ (.*)\);\nstart/s.exec(code)?.[1] ?? '';
      const asked: string[] = [];
      const modules: Record<string, unknown> = {
        'coupon-form': { default: 'coupon' },
        'product-variations': { t: { default: 'variations' } },
      };
      const fake = (address: string) => {
        asked.push(address);
        const name = /w\/([a-z-]+)\.js/.exec(address)?.[1] ?? '';
        return Promise.resolve(modules[name]);
      };
      const built = new Function('load', `return ${expression.replaceAll('import(', 'load(')}`)(
        fake,
      ) as Record<string, () => Promise<unknown>>;
      expect(Object.keys(built)).toEqual([
        '../../widgets/cart/coupon-form/index.ts',
        '../../widgets/product/product-variations/index.ts',
      ]);
      expect(await built['../../widgets/cart/coupon-form/index.ts']?.()).toEqual({
        default: 'coupon',
      });
      expect(await built['../../widgets/product/product-variations/index.ts']?.()).toEqual({
        default: 'variations',
      });
      expect(asked).toEqual([
        './chunks/w/coupon-form.js?v=__VITRINE_DEFINITIONS__',
        './chunks/w/product-variations.js?v=__VITRINE_DEFINITIONS__',
      ]);
    });

    it('fails the build when the glob is not found or a chunk is not named after its folder', () => {
      expect(() => compactRegistry('start();')).toThrow('the registry glob was not found');
      const renamed = globbed('cart/coupon-form').replace('w/coupon-form.js', 'w/coupon.js');
      expect(() => compactRegistry(entry([renamed]))).toThrow(
        'the definition of cart/coupon-form is named coupon',
      );
    });
  });
});
