import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from './prefersReducedMotion';

describe('prefersReducedMotion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('follows the prefers-reduced-motion media query', () => {
    const query = vi.fn((media: string) => ({ matches: media.includes('reduce') }));
    vi.stubGlobal('matchMedia', query);

    expect(prefersReducedMotion()).toBe(true);
    expect(query).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it('is false when motion is allowed', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));

    expect(prefersReducedMotion()).toBe(false);
  });

  it('is false without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);

    expect(prefersReducedMotion()).toBe(false);
  });
});
