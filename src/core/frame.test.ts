import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './frame';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPaint', () => {
  it('waits for the next frame, then for the task after it', async () => {
    const order: string[] = [];
    requestAnimationFrame(() => order.push('frame'));

    await afterPaint().then(() => order.push('after paint'));

    expect(order).toEqual(['frame', 'after paint']);
  });

  it('does not wait past its floor on a hidden page, where no frame comes', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const done = vi.fn();

    void afterPaint().then(done);
    await vi.advanceTimersByTimeAsync(99);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(done).toHaveBeenCalledOnce();
  });
});
