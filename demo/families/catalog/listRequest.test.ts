import { describe, expect, it } from 'vitest';
import { listSearch, readListQuery } from './listRequest';

// decision 009: the server reads the filter JSON and the fallback form's parameters alike.
describe('list requests', () => {
  it('merges form-style parameters into the filter', () => {
    const query = readListQuery(
      'Brands=5&Brands=3&Categories=10&ProductAttributes.1=101&Price.min=10&Price.max=&sort=newest',
    );
    expect(query.filter).toEqual({
      Brands: [3, 5],
      Categories: [10],
      Price: { min: 10 },
      ProductAttributes: { '1': [101] },
    });
    expect(query.sort).toBe('newest');
  });

  it('unites the JSON filter with the form parameters', () => {
    const filter = encodeURIComponent('{"Brands":[7],"ProductAttributes":{"2":[204]}}');
    expect(readListQuery(`filter=${filter}&Brands=2&ProductAttributes.2=201`).filter).toEqual({
      Brands: [2, 7],
      ProductAttributes: { '2': [201, 204] },
    });
  });

  it('ignores an invalid filter JSON, unknown types and unknown attributes', () => {
    expect(readListQuery('filter=%7Bnope').filter).toEqual({});
    expect(
      readListQuery(`filter=${encodeURIComponent('{"Colours":[1],"ProductAttributes":{"9":[1]}}')}`)
        .filter,
    ).toEqual({});
  });

  it('leaves out defaults and values it does not know', () => {
    expect(readListQuery('sort=relevance&pageSize=24&display=grid')).toEqual({ filter: {} });
    expect(readListQuery('sort=cheap&pageSize=30&display=cards')).toEqual({ filter: {} });
    expect(readListQuery('pageSize=48&display=table')).toMatchObject({
      pageSize: 48,
      display: 'table',
    });
  });

  it('swaps a price range given upside down', () => {
    expect(readListQuery('Price.min=50&Price.max=20').filter).toEqual({
      Price: { min: 20, max: 50 },
    });
  });

  it('slots page extras into the alphabetical canonical query (spec 001 §2 entityName)', () => {
    expect(listSearch({ filter: {}, sort: 'newest', q: 'x' }, { entityName: 'Product' })).toBe(
      'entityName=Product&q=x&sort=newest',
    );
  });
});
