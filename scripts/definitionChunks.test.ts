import { describe, expect, it } from 'vitest';
import { chunkFileName, definitionsVersion, versionAddresses } from './definitionChunks';

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
});
