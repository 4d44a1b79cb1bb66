import { describe, expect, it } from 'vitest';
import { dropTarget, keyTarget, moveItem, stepTarget } from './reorder';

const keys = (key: string, altKey = true) => ({ key, altKey, ctrlKey: false, metaKey: false });

describe('moveItem (spec 000 §2 ordering)', () => {
  it('moves an item up, down and to the ends, leaving the list given untouched', () => {
    const list = ['a', 'b', 'c', 'd'] as const;
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps the target and ignores an index outside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -4)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
    expect(moveItem([], 0, 0)).toEqual([]);
  });
});

describe('stepTarget and keyTarget (WCAG 2.5.7: a way without dragging)', () => {
  it('steps one place, never past an end', () => {
    expect(stepTarget(3, 1, -1)).toBe(0);
    expect(stepTarget(3, 1, 1)).toBe(2);
    expect(stepTarget(3, 0, -1)).toBeUndefined();
    expect(stepTarget(3, 2, 1)).toBeUndefined();
  });

  it('moves with Alt+Arrow and Alt+Home/End only', () => {
    expect(keyTarget(keys('ArrowUp'), 4, 2)).toBe(1);
    expect(keyTarget(keys('ArrowDown'), 4, 2)).toBe(3);
    expect(keyTarget(keys('ArrowLeft'), 4, 2)).toBe(1);
    expect(keyTarget(keys('ArrowRight'), 4, 2)).toBe(3);
    expect(keyTarget(keys('Home'), 4, 2)).toBe(0);
    expect(keyTarget(keys('End'), 4, 2)).toBe(3);
    expect(keyTarget(keys('End'), 4, 3)).toBeUndefined();
    expect(keyTarget(keys('ArrowDown', false), 4, 2)).toBeUndefined();
    expect(keyTarget({ ...keys('ArrowDown'), ctrlKey: true }, 4, 2)).toBeUndefined();
    expect(keyTarget(keys('a'), 4, 2)).toBeUndefined();
  });
});

describe('dropTarget', () => {
  it('puts the dragged item in the place of the one it is dropped on', () => {
    expect(dropTarget(0, 2)).toBe(2);
    expect(moveItem(['a', 'b', 'c'], 0, dropTarget(0, 2) as number)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, dropTarget(2, 0) as number)).toEqual(['c', 'a', 'b']);
    expect(dropTarget(1, 1)).toBeUndefined();
    expect(dropTarget(-1, 1)).toBeUndefined();
  });
});
