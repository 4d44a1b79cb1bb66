/**
 * The page's changes, one after the other (issue 11: nothing lost, nothing applied out of
 * order): each task starts when the one before it settled, whatever its outcome. Kept small
 * here until a shared mutation queue exists in src/core.
 */
export type Serial = <T>(task: () => Promise<T>) => Promise<T>;

export function serial(): Serial {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const next = last.then(task, task);
    last = next.catch(() => undefined);
    return next;
  };
}
