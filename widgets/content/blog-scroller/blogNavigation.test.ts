import { describe, expect, it } from 'vitest';
import { addressFor, canStep, currentPost, keyDelta, stepTarget } from './blogNavigation';

// Posts' tops relative to the viewport; the line is 32 px from its top.
const LINE = 32;

describe('blog navigation', () => {
  it('calls current the last post whose top has reached the line', () => {
    expect(currentPost([200, 900, 1600], LINE)).toBe(-1);
    expect(currentPost([32, 700, 1400], LINE)).toBe(0);
    expect(currentPost([-800, 34, 700], LINE)).toBe(1);
  });

  it('goes to the next post, the first one when none has reached the line yet', () => {
    expect(stepTarget([200, 900, 1600], LINE, 1)).toBe(0);
    expect(stepTarget([32, 700, 1400], LINE, 1)).toBe(1);
    expect(stepTarget([-1400, -700, 32], LINE, 1)).toBe(2);
  });

  it('goes back to the start of a post read half-way, else to the one before', () => {
    expect(stepTarget([-900, -200, 500], LINE, -1)).toBe(1);
    expect(stepTarget([-700, 32, 700], LINE, -1)).toBe(0);
    expect(stepTarget([32, 700], LINE, -1)).toBe(0);
    expect(stepTarget([], LINE, 1)).toBe(-1);
  });

  it('knows when a step has nowhere to go (the buttons are then aria-disabled)', () => {
    expect(canStep([32, 700], LINE, -1)).toBe(false);
    expect(canStep([-700, 32], LINE, 1)).toBe(false);
    expect(canStep([-700, 32], LINE, -1)).toBe(true);
    expect(canStep([200, 900], LINE, 1)).toBe(true);
  });

  it('puts the post in the address as its anchor, keeping the query', () => {
    expect(addressFor('https://shop.test/fr/blog?pageindex=2#old', 'watch-care')).toBe(
      'https://shop.test/fr/blog?pageindex=2#watch-care',
    );
  });

  it('steps with J and K and with Page Down and Page Up', () => {
    expect(keyDelta('j')).toBe(1);
    expect(keyDelta('PageDown')).toBe(1);
    expect(keyDelta('K')).toBe(-1);
    expect(keyDelta('PageUp')).toBe(-1);
    expect(keyDelta('ArrowDown')).toBeUndefined();
  });
});
