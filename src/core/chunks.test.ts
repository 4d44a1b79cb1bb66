import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunks';

const never = () => new Promise<never>(() => {});

describe('loadChunk', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module the import gives', async () => {
    const module = { default: 'coupon-box' };

    await expect(loadChunk('coupon-box', () => Promise.resolve(module))).resolves.toBe(module);
  });

  it('retries once after a failed import and resolves with the second answer', async () => {
    const module = { default: 'coupon-box' };
    const importer = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(module);

    await expect(loadChunk('coupon-box', importer)).resolves.toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('throws a ChunkLoadError of type missing with the request after two failures (spec 000 §8)', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const importer = vi.fn(() => Promise.reject(cause));

    const error: unknown = await loadChunk('widgets/cart/coupon-box/index.ts', importer).catch(
      (caught: unknown) => caught,
    );

    expect(importer).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      type: 'missing',
      request: 'widgets/cart/coupon-box/index.ts',
      message: 'Loading chunk widgets/cart/coupon-box/index.ts failed (missing)',
      cause,
    });
  });

  it('gives up with a ChunkLoadError of type timeout after 120000 ms (spec 000 §9)', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(never);
    const outcome = vi.fn();
    void loadChunk('react runtime', importer).then(outcome, outcome);

    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(outcome).toHaveBeenCalledOnce();
    const error = outcome.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'timeout', request: 'react runtime' });
    // The browser would still be waiting on the same request: a retry could only wait longer.
    expect(importer).toHaveBeenCalledOnce();
  });

  it('leaves no timer running once the chunk has arrived', async () => {
    vi.useFakeTimers();

    await loadChunk('ui host', () => Promise.resolve({}));

    expect(vi.getTimerCount()).toBe(0);
  });
});
