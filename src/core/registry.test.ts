import { describe, expect, it } from 'vitest';
import { buildRegistry, registry } from './registry';

const importer = () => Promise.resolve({});

describe('buildRegistry', () => {
  it('names each widget after its folder and its family after the folder above', () => {
    const built = buildRegistry({
      '../../widgets/cart/coupon-box/index.ts': importer,
      '../../widgets/catalog/product-variants/index.tsx': importer,
    });

    expect([...built.values()].map(({ name, family, path }) => ({ name, family, path }))).toEqual([
      { name: 'coupon-box', family: 'cart', path: '../../widgets/cart/coupon-box/index.ts' },
      {
        name: 'product-variants',
        family: 'catalog',
        path: '../../widgets/catalog/product-variants/index.tsx',
      },
    ]);
    expect(built.get('coupon-box')?.importer).toBe(importer);
  });

  it('skips files that are not a widget index', () => {
    const built = buildRegistry({
      '../../widgets/cart/coupon-box/props.ts': importer,
      '../../widgets/cart/index.ts': importer,
      '../../widgets/cart/Coupon_Box/index.ts': importer,
    });

    expect(built.size).toBe(0);
  });

  it('fails on two widgets with one name, naming both paths (docs/architecture.md §4)', () => {
    expect(() =>
      buildRegistry({
        '../../widgets/cart/coupon-box/index.ts': importer,
        '../../widgets/sales/coupon-box/index.ts': importer,
      }),
    ).toThrow(
      '[vitrine] two widgets are named "coupon-box": ../../widgets/cart/coupon-box/index.ts and ../../widgets/sales/coupon-box/index.ts',
    );
  });
});

describe('registry', () => {
  it('holds the widget folders of the repository, each named after its folder', () => {
    expect(registry.size).toBeGreaterThan(0);
    for (const entry of registry.values()) {
      expect(entry.path).toMatch(new RegExp(`widgets/${entry.family}/${entry.name}/index\\.ts$`));
    }
    expect(registry.get('basket-summary')?.family).toBe('cart');
  });
});
