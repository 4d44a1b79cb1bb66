/**
 * Lazy chunks with the timeout of spec 000 §9 (120 000 ms) and the ChunkLoadError of
 * spec 000 §8 (type and request). A failed import is retried once: a flaky mobile
 * connection should not cost the shopper a widget.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkErrorType = 'timeout' | 'missing';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly type: ChunkErrorType,
    readonly request: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${request} failed (${type})`, options);
  }
}

function withTimeout<T>(promise: Promise<T>, request: string, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', request)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function loadChunk<T>(
  request: string,
  importer: () => Promise<T>,
  { timeoutMs = CHUNK_TIMEOUT_MS, retries = 1 } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await withTimeout(importer(), request, timeoutMs);
    } catch (error) {
      // A timed-out import is not retried: the browser would still await the same request,
      // and the shopper would wait past the 120 s of spec 000 §9.
      const timedOut = error instanceof ChunkLoadError && error.type === 'timeout';
      if (attempt >= retries || timedOut) {
        throw error instanceof ChunkLoadError
          ? error
          : new ChunkLoadError('missing', request, { cause: error });
      }
    }
  }
}
