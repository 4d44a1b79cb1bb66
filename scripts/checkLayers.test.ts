import { describe, expect, it } from 'vitest';
import { check, htmlSinks, layerOf, ruleBroken } from './checkLayers';

// docs/architecture.md §3: arrows point down only.
describe('layer check', () => {
  it('names layers by folder', () => {
    expect(layerOf('widgets/cart/coupon-box/Widget.tsx')).toBe('widgets/cart/coupon-box');
    expect(layerOf('src/core/http.ts')).toBe('src/core');
    expect(layerOf('src/boot.ts')).toBe('src');
  });

  it('refuses a widget importing another widget', () => {
    expect(
      ruleBroken(
        'widgets/cart/coupon-box/Widget.tsx',
        'widgets/cart/basket-summary/BasketSummary.tsx',
      ),
    ).toBe('a widget never imports another widget');
  });

  it('lets a widget import its own files and the layers below', () => {
    expect(
      ruleBroken('widgets/cart/coupon-box/index.ts', 'widgets/cart/coupon-box/Widget.tsx'),
    ).toBeUndefined();
    for (const target of [
      'src/ui/Modal.tsx',
      'src/api/cart.ts',
      'src/core/http.ts',
      'src/forms/rules.ts',
    ]) {
      expect(ruleBroken('widgets/cart/coupon-box/Widget.tsx', target)).toBeUndefined();
    }
  });

  it('refuses core importing the shell or the UI, and src importing demo', () => {
    expect(ruleBroken('src/core/loader.ts', 'src/shell/navigate.ts')).toBe(
      'src/core imports nothing of ours above it',
    );
    expect(ruleBroken('src/core/http.ts', 'src/ui/services.ts')).toBe(
      'src/core imports nothing of ours above it',
    );
    expect(ruleBroken('src/api/cart.ts', 'demo/data/catalog/index.ts')).toBe(
      'src/ and widgets/ never import demo/',
    );
  });

  it('refuses the shell, forms and UI importing anything but core', () => {
    expect(ruleBroken('src/shell/navigate.ts', 'src/ui/services.ts')).toBe(
      'src/shell imports src/core only',
    );
    expect(ruleBroken('src/ui/Modal.tsx', 'src/api/cart.ts')).toBe('src/ui imports src/core only');
    expect(ruleBroken('src/shell/navigate.ts', 'src/core/loader.ts')).toBeUndefined();
  });

  it('lets the assets, maps and payment layers use the UI, the API and core, nothing above', () => {
    expect(ruleBroken('src/assets/CropDialog.tsx', 'src/ui/Modal.tsx')).toBeUndefined();
    expect(ruleBroken('src/assets/useUploads.ts', 'src/api/assets.ts')).toBeUndefined();
    expect(ruleBroken('src/assets/useUploads.ts', 'src/forms/validate.ts')).toBe(
      'src/assets imports src/ui, src/api and src/core only',
    );
    expect(ruleBroken('src/maps/loadMap.ts', 'src/shell/navigate.ts')).toBe(
      'src/maps imports src/ui, src/api and src/core only',
    );
  });

  it('allows only the registry to glob the widgets from core', () => {
    expect(ruleBroken('src/core/registry.ts', 'widgets/*/*/index.ts')).toBeUndefined();
    expect(ruleBroken('src/core/loader.ts', 'widgets/*/*/index.ts')).toBeDefined();
  });

  it('refuses a widget starting content itself instead of through core/fragment (decision 013)', () => {
    const rule = 'widgets put server HTML in through src/core/fragment, not the loader or scripts';
    expect(ruleBroken('widgets/catalog/filter-panel/filterPanel.ts', 'src/core/loader')).toBe(rule);
    expect(ruleBroken('widgets/catalog/filter-panel/filterPanel.ts', 'src/core/scripts.ts')).toBe(
      rule,
    );
    expect(ruleBroken('widgets/product/variant-fragment/x.ts', 'src/core/content')).toBe(rule);
    expect(
      ruleBroken('widgets/product/variant-fragment/x.ts', 'src/core/fragment'),
    ).toBeUndefined();
    // The shell and forms still ask the loader to unmount (docs/architecture.md §6).
    expect(ruleBroken('src/shell/swap.ts', 'src/core/loader')).toBeUndefined();
  });

  it('finds every hand-written HTML sink, by line (docs/architecture.md §5)', () => {
    const text = [
      'element.innerHTML = html;',
      'if (element.innerHTML === before) {}',
      'node.outerHTML= html;',
      'target.insertAdjacentHTML("beforeend", html);',
      'element.textContent = html;',
      'const size = element.innerHTML.length;',
    ].join('\n');
    expect(htmlSinks(text)).toEqual([1, 3, 4]);
  });

  it('finds no violation in the project', () => {
    expect(check()).toEqual([]);
  });
});
