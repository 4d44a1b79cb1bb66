import { describe, expect, it } from 'vitest';
import { ROW_UNIT, rowSpan } from './masonrySpans';

describe('masonry spans', () => {
  it('spans enough small rows for the item and the gap below it', () => {
    expect(ROW_UNIT).toBe(4);
    // 300 px + 16 px gap = 316 px = 79 rows of 4 px.
    expect(rowSpan(300, 16)).toBe(79);
    // A fraction of a row rounds up: nothing overlaps the next item.
    expect(rowSpan(301, 16)).toBe(80);
    expect(rowSpan(100, 0, 10)).toBe(10);
  });

  it('gives an item not laid out yet one row', () => {
    expect(rowSpan(0, 16)).toBe(1);
    expect(rowSpan(Number.NaN, 16)).toBe(1);
  });
});
