import { describe, expect, it } from 'vitest';
import { mergeResources } from './strings';

describe('mergeResources', () => {
  it('merges the groups of several families into one dictionary', () => {
    const merged = mergeResources([
      { Core: { Close: 'Fermer' } },
      { Catalog: { Price: 'Prix' }, Core: { Save: 'Enregistrer' } },
      {},
    ]);
    expect(merged).toEqual({
      Core: { Close: 'Fermer', Save: 'Enregistrer' },
      Catalog: { Price: 'Prix' },
    });
  });

  it('leaves the dictionaries it merges as they were', () => {
    const first = { Core: { Close: 'Fermer' } };
    mergeResources([first, { Core: { Save: 'Enregistrer' } }]);
    expect(first).toEqual({ Core: { Close: 'Fermer' } });
  });

  it('refuses a key two families define, naming it', () => {
    expect(() =>
      mergeResources([{ Catalog: { Price: 'Prix' } }, { Catalog: { Price: 'Tarif' } }]),
    ).toThrow('Catalog.Price');
  });
});
