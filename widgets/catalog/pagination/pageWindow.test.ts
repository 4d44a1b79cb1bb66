import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

// spec 000 §9: inner window of 2 pages (0 on small screens), hidden when there is one page.
describe('page window', () => {
  it.each([
    [1, 0, 2, []],
    [1, 1, 2, []],
    [1, 2, 2, [1, 2]],
    [1, 9, 2, [1, 2, 3, 'gap', 9]],
    [5, 9, 2, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [5, 12, 2, [1, 2, 3, 4, 5, 6, 7, 'gap', 12]],
    [7, 20, 2, [1, 'gap', 5, 6, 7, 8, 9, 'gap', 20]],
    [20, 20, 2, [1, 'gap', 18, 19, 20]],
    [7, 20, 0, [1, 'gap', 7, 'gap', 20]],
    [2, 20, 0, [1, 2, 'gap', 20]],
    [3, 20, 0, [1, 2, 3, 'gap', 20]],
    [99, 5, 2, [1, 2, 3, 4, 5]],
    // issue 16 §3: a huge window over a huge list is the pages that exist, at once.
    [5, 9, 1_000_000_000, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ])('page %i of %i with a window of %i', (current, total, inner, expected) => {
    expect(pageWindow(current, total, inner)).toEqual(expected);
  });
});
