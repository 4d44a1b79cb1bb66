import { describe, expect, it } from 'vitest';
import { canonicalFilter, changeList, listQueryString, listUrl, parseListQuery } from './listQuery';

// spec 000 §2 list query parameters; issue 4: one filter set has one address.
describe('list addresses', () => {
  it('writes the filter with sorted keys and sorted unique ids, dropping empty entries', () => {
    expect(
      canonicalFilter({
        ProductAttributes: { '12': [5, 3, 5], '2': [9], '7': [] },
        Brands: [4, 1],
        Categories: [],
      }),
    ).toEqual({ Brands: [1, 4], ProductAttributes: { '2': [9], '12': [3, 5] } });
  });

  it('gives one address for one filter set, whatever the order it was built in', () => {
    const a = listQueryString({
      filter: { Brands: [3, 1], ProductAttributes: { '1': [102, 101] } },
      sort: 'price-asc',
    });
    const b = listQueryString({
      sort: 'price-asc',
      filter: { ProductAttributes: { '1': [101, 102] }, Brands: [1, 3] },
    });
    expect(a).toBe(b);
    expect(decodeURIComponent(a)).toBe(
      'filter={"Brands":[1,3],"ProductAttributes":{"1":[101,102]}}&sort=price-asc',
    );
  });

  it('reads what it writes', () => {
    const query = {
      display: 'table',
      filter: { Brands: [2] },
      pageSize: 48,
      pageIndex: 3,
      q: 'sac à dos',
      sort: 'newest',
    };
    expect(parseListQuery(listQueryString(query))).toEqual(query);
  });

  it.each([
    ['filter=not-json', {}],
    ['filter=[1,2]', {}],
    ['filter={"Brands":"x"}', {}],
  ])('ignores a malformed filter: %s', (search, filter) => {
    expect(parseListQuery(search).filter).toEqual(filter);
  });

  it('drops page 1, zero and negative page numbers', () => {
    expect(parseListQuery('pageindex=1&pageSize=0').pageIndex).toBeUndefined();
    expect(parseListQuery('pageindex=-2').pageIndex).toBeUndefined();
    expect(listQueryString({ filter: {}, pageIndex: 1 })).toBe('');
  });

  it('removes pageindex when the filters change (spec 000 §2)', () => {
    const current = { filter: { Brands: [1] }, pageIndex: 4 };
    expect(changeList(current, { filter: { Brands: [1, 2] } }).pageIndex).toBeUndefined();
  });

  it('removes pageindex when the page size changes (spec 000 §2)', () => {
    expect(
      changeList({ filter: {}, pageSize: 24, pageIndex: 4 }, { pageSize: 48 }).pageIndex,
    ).toBeUndefined();
  });

  it('keeps pageindex for a new sort, a new display, or the same filters in another order', () => {
    const current = { filter: { Brands: [1, 2] }, pageIndex: 4 };
    expect(changeList(current, { sort: 'name-asc' }).pageIndex).toBe(4);
    expect(changeList(current, { display: 'table' }).pageIndex).toBe(4);
    expect(changeList(current, { filter: { Brands: [2, 1] } }).pageIndex).toBe(4);
  });

  it('builds the next address from the current one', () => {
    const href = 'http://shop.test/fr/catalog/category/shoes?sort=price-asc&pageindex=3';
    expect(decodeURIComponent(listUrl(href, { filter: { Brands: [7] } }))).toBe(
      '/fr/catalog/category/shoes?filter={"Brands":[7]}&sort=price-asc',
    );
    expect(listUrl(href, { pageIndex: 4 })).toBe(
      '/fr/catalog/category/shoes?pageindex=4&sort=price-asc',
    );
  });
});
