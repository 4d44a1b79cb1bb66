/**
 * Changes sent to the server one at a time, in the order the shopper made them (issue 11: the
 * cart's lines, the wishlist page's items). A change made while another is in flight waits for
 * it; none is lost, none overtakes another. A change with the same `key` as one still waiting
 * (the same line's quantity, clicked five times) replaces it and takes its place at the end
 * of the queue: only the newest value is sent, after everything the shopper did before it, and
 * every caller that asked gets its outcome. A failed change rejects its callers only; the
 * queue goes on with the next.
 */
export interface MutationQueue {
  enqueue<T>(run: () => Promise<T>, key?: string): Promise<T>;
  /** Changes waiting or in flight. */
  readonly size: number;
  /** Resolves once nothing is waiting or in flight. */
  idle(): Promise<void>;
}

interface Waiter {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Job {
  key: string | undefined;
  run: () => Promise<unknown>;
  waiters: Waiter[];
}

export function createMutationQueue(): MutationQueue {
  const waiting: Job[] = [];
  let inFlight = 0;
  let idlers: Array<() => void> = [];
  let pumping = false;

  async function pump(): Promise<void> {
    pumping = true;
    for (let job = waiting.shift(); job; job = waiting.shift()) {
      inFlight = 1;
      try {
        const value = await job.run();
        for (const waiter of job.waiters) waiter.resolve(value);
      } catch (error) {
        for (const waiter of job.waiters) waiter.reject(error);
      }
      inFlight = 0;
    }
    pumping = false;
    const done = idlers;
    idlers = [];
    for (const resolve of done) resolve();
  }

  return {
    enqueue<T>(run: () => Promise<T>, key?: string): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const waiter = { resolve: resolve as (value: unknown) => void, reject };
        const index = key === undefined ? -1 : waiting.findIndex((job) => job.key === key);
        const replaced = index < 0 ? [] : waiting.splice(index, 1).flatMap((job) => job.waiters);
        waiting.push({ key, run, waiters: [...replaced, waiter] });
        if (!pumping) void pump();
      });
    },
    get size() {
      return waiting.length + inFlight;
    },
    idle() {
      if (!pumping) return Promise.resolve();
      return new Promise<void>((resolve) => idlers.push(resolve));
    },
  };
}
