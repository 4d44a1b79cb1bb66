/**
 * File upload with progress (issue 14; spec 000 §4, §7, §8): the one call of the bundle that
 * uses XMLHttpRequest, because fetch reports no upload progress outside Chromium (decision 006).
 * Same rules as http.ts: the address under the app path, the anti-forgery header on this
 * site only, the failure policy unless the caller handles failures, and the same errors
 * (HttpError for a non-2xx answer, an AbortError when aborted) so callers treat both alike.
 */
import { reportProblem } from './errorPolicy';
import { address, type HttpAnswer, HttpError, problemOf } from './http';
import { pageSettings } from './settings';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, whole. */
  percent: number;
}

export interface UploadOptions {
  /** The form's upload address (spec 000 §7 "target URL taken from the form"). */
  url: string;
  file: File;
  /** The form field of the file (default `file`). */
  field?: string;
  /** More form fields sent with the file. */
  fields?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /**
   * Aborts when no byte moved for this long (default 30 s), restarted on every progress event:
   * a slow phone line keeps going, a dead one ends (docs/decisions/039-asset-widgets.md).
   */
  stallMs?: number;
  /** false: the caller handles every failure (spec 000 §8 policy skipped). */
  policy?: boolean;
}

/** No progress for `stallMs`: the upload was given up. */
export class UploadStalledError extends Error {
  override readonly name = 'UploadStalledError';
}

const abortError = () => new DOMException('The upload was aborted.', 'AbortError');

function answerOf(xhr: XMLHttpRequest, url: string): HttpAnswer<unknown> {
  const text = xhr.responseText;
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : text;
  } catch {
    // Not JSON: the text as it is; the caller's schema says it is malformed.
  }
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return {
    url: xhr.responseURL || url,
    status: xhr.status,
    statusText: xhr.statusText,
    headers,
    data,
  };
}

/** POSTs one file as multipart form data; resolves with the answer once the server replied. */
export function upload(options: UploadOptions): Promise<HttpAnswer<unknown>> {
  const { file, field = 'file', fields = {}, onProgress, signal, stallMs = 30_000 } = options;
  const url = address(options.url);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(field, file, file.name);

  const sent = new Promise<HttpAnswer<unknown>>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
    const restartStall = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, stallMs);
    };
    // Settled once: an abort rejects at once, whatever the request still reports after it.
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(stall);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => {
      settle(() => reject(abortError()));
      xhr.abort();
    };
    xhr.open('POST', url);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = pageSettings().antiForgeryToken;
    // The token is for this site only (docs/architecture.md §5).
    if (token && new URL(url).origin === location.origin) {
      xhr.setRequestHeader('RequestVerificationToken', token);
    }
    xhr.upload.onprogress = (event) => {
      restartStall();
      const total = event.lengthComputable ? event.total : file.size;
      const percent = total > 0 ? Math.min(100, Math.floor((event.loaded / total) * 100)) : 0;
      onProgress?.({ loaded: Math.min(event.loaded, total), total, percent });
    };
    xhr.onload = () =>
      settle(() => {
        const answer = answerOf(xhr, url);
        if (xhr.status >= 200 && xhr.status < 300) resolve(answer);
        else reject(new HttpError(answer, url));
      });
    xhr.onerror = () =>
      settle(() => reject(new TypeError(`Network error while uploading to ${url}`)));
    xhr.onabort = () =>
      settle(() =>
        reject(stalled ? new UploadStalledError(`No progress for ${stallMs} ms`) : abortError()),
      );
    signal?.addEventListener('abort', onAbort, { once: true });
    restartStall();
    xhr.send(body);
  });

  if (options.policy === false) return sent;
  return sent.catch((error: unknown) => {
    reportProblem(problemOf(error, url));
    throw error;
  });
}
