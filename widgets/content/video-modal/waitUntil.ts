/**
 * Polls `isReady` until it is true: spec 001 §9 "video service API poll every 100 ms". Gives up
 * after `limit` ms (not in the specification: decision 043 takes 10 s) so the dialog can show
 * its error instead of loading for ever.
 */
export const POLL_INTERVAL_MS = 100;
export const READY_LIMIT_MS = 10_000;

export class NotReadyError extends Error {
  constructor(limit: number) {
    super(`the video service was not ready after ${limit} ms`);
    this.name = 'NotReadyError';
  }
}

export function waitUntil(
  isReady: () => boolean,
  {
    interval = POLL_INTERVAL_MS,
    limit = READY_LIMIT_MS,
    signal = undefined as AbortSignal | undefined,
  } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (isReady()) return resolve();
    const started = Date.now();
    const timer = setInterval(() => {
      if (isReady()) {
        stop();
        resolve();
      } else if (Date.now() - started >= limit) {
        stop();
        reject(new NotReadyError(limit));
      }
    }, interval);
    const onAbort = () => {
      stop();
      reject(signal?.reason);
    };
    const stop = () => {
      clearInterval(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
