import { describe, expect, it } from 'vitest';
import { createMutationQueue } from './mutationQueue';

/** A change whose answer the test releases. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  return { promise, resolve, reject };
}

describe('createMutationQueue', () => {
  it('sends one change at a time, in the order they were made', async () => {
    const queue = createMutationQueue();
    const sent: string[] = [];
    const first = deferred<string>();
    const a = queue.enqueue(() => {
      sent.push('a');
      return first.promise;
    });
    const b = queue.enqueue(async () => {
      sent.push('b');
      return 'B';
    });
    expect(sent).toEqual(['a']);
    expect(queue.size).toBe(2);
    first.resolve('A');
    expect(await Promise.all([a, b])).toEqual(['A', 'B']);
    expect(sent).toEqual(['a', 'b']);
    expect(queue.size).toBe(0);
  });

  it('sends only the newest of waiting changes with the same key, to every caller', async () => {
    const queue = createMutationQueue();
    const sent: number[] = [];
    const gate = deferred<void>();
    const first = queue.enqueue(async () => {
      await gate.promise;
      sent.push(1);
      return 1;
    }, 'line-7');
    const answers = [2, 3, 4, 5].map((quantity) =>
      queue.enqueue(async () => {
        sent.push(quantity);
        return quantity;
      }, 'line-7'),
    );
    gate.resolve();
    expect(await first).toBe(1);
    expect(await Promise.all(answers)).toEqual([5, 5, 5, 5]);
    // The one in flight is never replaced: 1 went, then only 5.
    expect(sent).toEqual([1, 5]);
  });

  it('moves a replaced change after what the shopper did since', async () => {
    const queue = createMutationQueue();
    const sent: string[] = [];
    const gate = deferred<void>();
    const job = (name: string) => async () => {
      if (name === 'busy') await gate.promise;
      sent.push(name);
    };
    void queue.enqueue(job('busy'));
    void queue.enqueue(job('qty 7 = 2'), 'qty-7');
    void queue.enqueue(job('delete 8'), 'delete-8');
    void queue.enqueue(job('qty 7 = 3'), 'qty-7');
    gate.resolve();
    await queue.idle();
    expect(sent).toEqual(['busy', 'delete 8', 'qty 7 = 3']);
  });

  it('rejects a failed change and goes on with the next, nothing lost', async () => {
    const queue = createMutationQueue();
    const failing = queue.enqueue(async () => {
      throw new Error('500');
    });
    const next = queue.enqueue(async () => 'sent');
    await expect(failing).rejects.toThrow('500');
    expect(await next).toBe('sent');
  });

  it('says when it is idle', async () => {
    const queue = createMutationQueue();
    await expect(queue.idle()).resolves.toBeUndefined();
    const gate = deferred<void>();
    let done = false;
    void queue.enqueue(() => gate.promise);
    const idle = queue.idle().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    gate.resolve();
    await idle;
    expect(done).toBe(true);
  });
});
