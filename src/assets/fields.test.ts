import { describe, expect, it } from 'vitest';
import { type AssetEntry, multipleFields, singleFields } from './fields';

const saved: AssetEntry = { id: '1042', name: 'Chair', originalName: 'Chair' };
const fresh: AssetEntry = {
  id: 'g-7',
  name: 'desk.jpg',
  originalName: 'desk.jpg',
  tmpName: 't7.jpg',
};

describe('single mode (spec 000 §3)', () => {
  it('names a saved asset by its id', () => {
    expect(singleFields('u1', saved)).toEqual([
      ['AssetId-u1', '1042'],
      ['AssetName-u1', ''],
      ['AssetLoadedu1', 'true'],
      ['asset-u1-name', 'Chair'],
      ['asset-u1-name-changed', 'false'],
    ]);
  });

  it('names a new upload by its temporary file, and tells a rename', () => {
    expect(singleFields('u1', { ...fresh, name: 'Desk' })).toEqual([
      ['AssetId-u1', ''],
      ['AssetName-u1', 't7.jpg'],
      ['AssetLoadedu1', 'true'],
      ['asset-u1-name', 'Desk'],
      ['asset-u1-name-changed', 'true'],
    ]);
  });

  it('says empty when there is no asset', () => {
    expect(singleFields('u1', undefined)).toContainEqual(['AssetLoadedu1', 'false']);
    expect(singleFields('u1', undefined)).toContainEqual(['AssetId-u1', '']);
  });
});

describe('multiple mode (spec 000 §3)', () => {
  it('posts each asset and the order as shown', () => {
    expect(multipleFields('u2', [fresh, saved])).toEqual([
      ['asset-g-7', 't7.jpg'],
      ['asset-g-7-name', 'desk.jpg'],
      ['asset-1042', '1042'],
      ['asset-1042-name', 'Chair'],
      ['list-assets-orders-u2', 'g-7,1042'],
      ['AssetsLoaded-u2', 'true'],
    ]);
  });

  it('says empty when the list is', () => {
    expect(multipleFields('u2', [])).toEqual([
      ['list-assets-orders-u2', ''],
      ['AssetsLoaded-u2', 'false'],
    ]);
  });
});
