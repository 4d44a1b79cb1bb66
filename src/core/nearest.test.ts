import { describe, expect, it } from 'vitest';
import { nearest } from './nearest';

describe('nearest (issue 10 §5)', () => {
  it('finds a misspelt attribute', () => {
    expect(nearest('data-animaton', ['data-animation', 'data-delay', 'data-once'])).toBe(
      'data-animation',
    );
  });

  it('finds a misspelt widget name, a letter doubled or swapped', () => {
    const widgets = ['basket-summary', 'banner-slider', 'brand-carousel'];
    expect(nearest('baskett-summary', widgets)).toBe('basket-summary');
    expect(nearest('banenr-slider', widgets)).toBe('banner-slider');
  });

  it('suggests nothing when no name is close', () => {
    expect(nearest('coupon-box', ['basket-summary', 'banner-slider'])).toBeUndefined();
    expect(nearest('x', [])).toBeUndefined();
  });
});
