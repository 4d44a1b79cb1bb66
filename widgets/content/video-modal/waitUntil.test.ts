import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotReadyError, POLL_INTERVAL_MS, waitUntil } from './waitUntil';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('waitUntil (spec 001 §9: the video API is polled every 100 ms)', () => {
  it('polls every 100 ms and resolves at the first poll that finds the API ready', async () => {
    let ready = false;
    const isReady = vi.fn(() => ready);
    const done = vi.fn();
    void waitUntil(isReady).then(done);
    expect(POLL_INTERVAL_MS).toBe(100);
    expect(isReady).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(isReady).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(isReady).toHaveBeenCalledTimes(2);
    ready = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(isReady).toHaveBeenCalledTimes(3);
    expect(done).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(isReady).toHaveBeenCalledTimes(3);
  });

  it('resolves at once when the API is already there', async () => {
    const isReady = vi.fn(() => true);
    await expect(waitUntil(isReady)).resolves.toBeUndefined();
    expect(isReady).toHaveBeenCalledTimes(1);
  });

  it('gives up with NotReadyError when the limit is reached, and stops polling', async () => {
    const isReady = vi.fn(() => false);
    const result = waitUntil(isReady, { limit: 1000 });
    const caught = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(900);
    expect(isReady).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(100);
    expect(await caught).toBeInstanceOf(NotReadyError);
    await vi.advanceTimersByTimeAsync(1000);
    expect(isReady).toHaveBeenCalledTimes(11);
  });

  it('stops polling when aborted (the dialog closed first)', async () => {
    const isReady = vi.fn(() => false);
    const controller = new AbortController();
    const caught = waitUntil(isReady, { signal: controller.signal }).catch((error) => error);
    await vi.advanceTimersByTimeAsync(200);
    controller.abort(new Error('closed'));
    expect(await caught).toEqual(new Error('closed'));
    const calls = isReady.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(isReady).toHaveBeenCalledTimes(calls);
  });
});
