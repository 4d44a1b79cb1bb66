import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDemo, demoLayerOf, demoRuleBroken } from './demo';

// docs/decisions/016-demo-by-family.md: the demo's shared layer, families and server.
describe('the demo layer check', () => {
  it('names the demo layers by folder', () => {
    expect(demoLayerOf('demo/families/catalog/list/pagination.ts')).toBe('family:catalog');
    expect(demoLayerOf('demo/shared/layout.ts')).toBe('shared');
    expect(demoLayerOf('demo/data/catalog/index.ts')).toBe('data');
    expect(demoLayerOf('demo/server/app.ts')).toBe('server');
    expect(demoLayerOf('src/api/cart.ts')).toBe('src/api');
  });

  it("refuses a family reaching into another family's internals", () => {
    expect(
      demoRuleBroken('demo/families/cart/basketPage.ts', 'demo/families/product/variation.ts'),
    ).toBe("a family imports another family only through that family's public.ts");
  });

  it("lets a family use another family's public module, its own files, shared and data", () => {
    for (const target of [
      'demo/families/product/public.ts',
      'demo/families/cart/basketSummary.ts',
      'demo/shared/layout.ts',
      'demo/data/catalog/index.ts',
      'src/api/cart.ts',
      'src/core/settings.ts',
    ]) {
      expect(demoRuleBroken('demo/families/cart/basketPage.ts', target), target).toBeUndefined();
    }
  });

  it('refuses a page importing routes, and lets routes compose routes', () => {
    expect(
      demoRuleBroken('demo/families/catalog/productList.ts', 'demo/families/catalog/listRoutes.ts'),
    ).toBe('pages never import routes (only a *Routes.ts module or the server does)');
    expect(
      demoRuleBroken(
        'demo/families/catalog/catalogRoutes.ts',
        'demo/families/catalog/fragmentRoutes.ts',
      ),
    ).toBeUndefined();
  });

  it('refuses the shared layer importing a family, and anything but the server importing it', () => {
    expect(demoRuleBroken('demo/shared/layout.ts', 'demo/families/wishlist/public.ts')).toBe(
      'the shared layer never imports a family',
    );
    // Nor its strings: the server merges them and gives the dictionary through the context.
    expect(
      demoRuleBroken('demo/shared/strings/index.ts', 'demo/families/cart/strings/index.ts'),
    ).toBe('the shared layer never imports a family');
    expect(demoRuleBroken('demo/families/content/home.ts', 'demo/server/app.ts')).toBe(
      'only the server imports the server (it mounts the families)',
    );
    expect(
      demoRuleBroken('demo/server/families.ts', 'demo/families/cart/cartRoutes.ts'),
    ).toBeUndefined();
  });

  it('keeps the data below everything but the one culture type', () => {
    expect(demoRuleBroken('demo/data/catalog/types.ts', 'demo/shared/culture.ts')).toBeUndefined();
    expect(demoRuleBroken('demo/data/catalog/index.ts', 'demo/shared/layout.ts')).toBe(
      'demo/data imports nothing of the demo but shared/culture.ts',
    );
  });

  it('refuses the demo importing the browser layers other than src/api and src/core', () => {
    expect(demoRuleBroken('demo/shared/layout.ts', 'src/ui/Modal.tsx')).toBe(
      'the demo imports src/api and src/core only',
    );
    expect(demoRuleBroken('demo/families/content/home.ts', 'widgets/catalog/x/index.ts')).toBe(
      'the demo imports src/api and src/core only',
    );
  });

  it('finds no broken rule in the demo as it is', () => {
    expect(checkDemo(resolve(import.meta.dirname, '..', '..'))).toEqual([]);
  });
});
