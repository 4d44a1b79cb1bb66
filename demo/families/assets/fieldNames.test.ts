/**
 * The demo writes and reads the asset widgets' hidden fields with its own copy of their names
 * (the demo may not import src/assets): it must give exactly src/assets/fields.ts's fields.
 */
import { describe, expect, it } from 'vitest';
import * as shared from '../../../src/assets/fields';
import * as demo from './fieldNames';

const saved = { id: '1001', name: 'Oak chair', originalName: 'Oak chair' };
const renamed = { id: '1002', name: 'Armchair', originalName: 'Walnut armchair' };
const fresh = { id: 'c0ffee', name: 'photo.png', tmpName: 'c0ffee.png', originalName: 'photo.png' };

describe('the hidden fields of the asset widgets, as the demo writes them', () => {
  it('are those of src/assets/fields.ts in single mode', () => {
    for (const entry of [undefined, saved, renamed, fresh]) {
      expect(demo.singleFields('main', entry)).toEqual(shared.singleFields('main', entry));
    }
  });

  it('are those of src/assets/fields.ts in multiple mode, in order', () => {
    for (const entries of [[], [saved], [fresh, renamed, saved]]) {
      expect(demo.multipleFields('gallery', entries)).toEqual(
        shared.multipleFields('gallery', entries),
      );
    }
  });
});
