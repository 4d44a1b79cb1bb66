import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  insertUploaded,
  isAllowedType,
  rankOf,
  savedItem,
  uploadedItem,
} from './fileTypes';

const map = { Image: '.jpg, .png', Document: '.pdf,.docx' };

describe('the file-type map (spec 000 §3)', () => {
  it('gives one accept list, narrowed by the accept attribute (jpg matches jpeg)', () => {
    expect(acceptOf(map)).toBe('.jpg,.png,.pdf,.docx');
    expect(acceptOf(map, '.jpeg,.pdf')).toBe('.jpg,.pdf');
    expect(acceptOf({ Image: '.png,image/webp' }, 'image/webp')).toBe('image/webp');
  });

  it('knows whether an answered fileType is in the map', () => {
    expect(isAllowedType(map, 'Image')).toBe(true);
    expect(isAllowedType(map, 'Video')).toBe(false);
    expect(isAllowedType(map, 'toString')).toBe(false);
  });

  it('shows a thumbnail for images only', () => {
    expect(
      savedItem({ AssetId: '1', Name: 'a', OriginalFileName: 'a.jpg', Uri: '/f/1/a.jpg' })
        .thumbnail,
    ).toBe('/f/1/a.jpg');
    expect(
      savedItem({ AssetId: '2', Name: 'b', OriginalFileName: 'b.pdf', Uri: '/f/2/b.pdf' })
        .thumbnail,
    ).toBeUndefined();
    const base = { guid: 'g', name: 'n', size: 1, width: null, height: null, tmpName: 't' };
    expect(uploadedItem({ ...base, fileType: 'Image', thumbnail_url: '/t.png' })).toEqual({
      id: 'g',
      name: 'n',
      originalName: 'n',
      tmpName: 't',
      thumbnail: '/t.png',
    });
    expect(
      uploadedItem({ ...base, fileType: 'Document', thumbnail_url: '/t.png' }).thumbnail,
    ).toBeUndefined();
  });

  it('lists files sent together in the order chosen, whichever ends first', () => {
    const item = (id: string, rank?: number) => ({
      id,
      name: id,
      originalName: id,
      ...(rank === undefined ? {} : { rank }),
    });
    expect(rankOf('upload-12')).toBe(12);
    let list = [item('saved')];
    list = insertUploaded(list, [item('third', 3)]);
    list = insertUploaded(list, [item('first', 1)]);
    list = insertUploaded(list, [item('second', 2)]);
    expect(list.map((entry) => entry.id)).toEqual(['saved', 'first', 'second', 'third']);
    // Moved by the editor before the bottom: a later file still goes after the earlier ones.
    const moved = [item('third', 3), item('saved'), item('first', 1)];
    expect(insertUploaded(moved, [item('fourth', 4)]).map((entry) => entry.id)).toEqual([
      'third',
      'saved',
      'first',
      'fourth',
    ]);
  });
});
