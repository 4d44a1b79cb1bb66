import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { milestone } from './CountdownAnnouncer';
import { endCountdown } from './countdown';

describe('countdown milestones (announced sparingly, not every second)', () => {
  it('names the smallest threshold the time left is at or under', () => {
    expect(milestone(2 * 86_400_000)).toBeUndefined();
    expect(milestone(86_400_000)).toBe(86_400);
    expect(milestone(3_599_000)).toBe(3600);
    expect(milestone(599_500)).toBe(600);
    expect(milestone(59_000)).toBe(60);
    expect(milestone(0)).toBe(60);
  });
});

describe('the end of a countdown (spec 001 §4)', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reloads the page without a callback', () => {
    endCountdown(undefined);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('runs the named global function through the safe resolver instead', () => {
    const ended = vi.fn();
    vi.stubGlobal('Promo', { ended });
    endCountdown('Promo.ended');
    expect(ended).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('refuses what is reached through a prototype, warns and reloads', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    endCountdown('Promo.constructor.constructor');
    expect(warn).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });
});
