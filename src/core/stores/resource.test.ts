import { describe, expect, it, vi } from 'vitest';
import { gate } from '../../test/msw';
import { createResource, type ResourceStatus } from './resource';

/** Every status the store goes through, in order. */
function statuses<T>(resource: ReturnType<typeof createResource<T>>): ResourceStatus[] {
  const seen: ResourceStatus[] = [];
  resource.store.subscribe((state, previous) => {
    if (state.status !== previous.status) seen.push(state.status);
  });
  return seen;
}

describe('createResource', () => {
  it('starts idle, without data', () => {
    expect(createResource<number>().store.getState()).toEqual({ status: 'idle', data: undefined });
  });

  it('coalesces loads made while a request is in flight into one fetch', async () => {
    const resource = createResource<number>();
    const held = gate();
    const fetcher = vi.fn(async () => {
      await held.promise;
      return 3;
    });

    const first = resource.load(fetcher);
    const second = resource.load(fetcher);
    held.open();
    await Promise.all([first, second]);

    expect(fetcher).toHaveBeenCalledOnce();
    expect(resource.store.getState()).toEqual({ status: 'ready', data: 3 });
  });

  it('goes idle -> loading -> ready and fetches again on a later load', async () => {
    const resource = createResource<number>();
    const seen = statuses(resource);
    const fetcher = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);

    await resource.load(fetcher);
    await resource.load(fetcher);

    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['loading', 'ready', 'loading', 'ready']);
    expect(resource.store.getState().data).toBe(2);
  });

  it('keeps the old data with status error when a load fails', async () => {
    const resource = createResource<string>();
    resource.set('3 articles');
    const seen = statuses(resource);

    await resource.load(() => Promise.reject(new Error('500')));

    expect(seen).toEqual(['loading', 'error']);
    expect(resource.store.getState()).toEqual({ status: 'error', data: '3 articles' });
  });

  it('loads again after a fetcher that failed at once', async () => {
    const resource = createResource<number>();

    await resource.load(() => {
      throw new Error('no settings');
    });
    await resource.load(() => Promise.resolve(7));

    expect(resource.store.getState()).toEqual({ status: 'ready', data: 7 });
  });

  it('writes data that came with another answer without a request', () => {
    const resource = createResource<number>();

    resource.set(4);

    expect(resource.store.getState()).toEqual({ status: 'ready', data: 4 });
  });
});
