import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { cssLayer } from './cssLayer';

const run = (css: string, from: string) => postcss([cssLayer()]).process(css, { from }).css;

describe('cssLayer (issue 10 §6)', () => {
  it('wraps a widget stylesheet in the vitrine layer, media queries and keyframes included', () => {
    const css =
      '.a{color:red}@media (min-width:40em){.a{color:blue}}@keyframes spin{to{rotate:1turn}}';
    const out = run(css, '/repo/widgets/catalog/x/x.css');
    expect(out).toMatch(/^@layer vitrine ?\{/);
    expect(out).toContain('@media (min-width:40em)');
    expect(out).toContain('@keyframes spin');
    expect(out.trim().endsWith('}')).toBe(true);
    expect(out.match(/@layer/g)).toHaveLength(1);
  });

  it('wraps the shared ui stylesheets of src/', () => {
    expect(run('.m{inset:0}', '/repo/src/ui/modal.css')).toMatch(/^@layer vitrine ?\{/);
  });

  it('leaves the shop’s own sheets and node_modules alone', () => {
    expect(run('.b{color:red}', '/repo/demo/shared/shop.css')).toBe('.b{color:red}');
    expect(run('.c{color:red}', '/repo/node_modules/leaflet/dist/leaflet.css')).toBe(
      '.c{color:red}',
    );
  });
});
