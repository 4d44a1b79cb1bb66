/**
 * A small zustand store for one piece of server state shared by several widget roots
 * (docs/architecture.md §5): the header and the mobile menu both show the basket, but one
 * request serves both. `load` coalesces calls made while a request is in flight.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';

export type ResourceStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ResourceState<T> {
  status: ResourceStatus;
  data: T | undefined;
}

export interface Resource<T> {
  store: StoreApi<ResourceState<T>>;
  /** Loads with `fetcher` unless a load is already in flight; keeps the old data on failure. */
  load: (fetcher: () => Promise<T>) => Promise<void>;
  /** Writes data that came with another answer (no request). */
  set: (data: T) => void;
}

export function createResource<T>(): Resource<T> {
  const store = createStore<ResourceState<T>>(() => ({ status: 'idle', data: undefined }));
  let inFlight: Promise<void> | undefined;
  const load = (fetcher: () => Promise<T>) => {
    // inFlight is cleared by .finally, a tick later: a fetcher that throws at once would
    // otherwise clear it before it is set, and no load would ever fetch again.
    inFlight ??= (async () => {
      store.setState({ status: 'loading' });
      try {
        store.setState({ status: 'ready', data: await fetcher() });
      } catch {
        store.setState({ status: 'error' });
      }
    })().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
  return { store, load, set: (data) => store.setState({ status: 'ready', data }) };
}
