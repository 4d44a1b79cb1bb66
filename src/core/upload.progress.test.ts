/**
 * upload() progress and stall (issue 14; spec 000 §4 "upload start shows a loader"): msw
 * cannot emit upload progress, so a fake XMLHttpRequest drives the events by hand.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDialogs } from '../test/dialogs';
import { applyPageSettings } from '../test/settings';
import { type UploadProgress, UploadStalledError, upload } from './upload';

class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress?: (event: ProgressEvent) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  statusText = '';
  responseText = '';
  responseURL = '';
  aborted = false;
  headers: Record<string, string> = {};
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const xhr = () => FakeXhr.last as FakeXhr;
const file = () => new File([new Uint8Array(200)], 'photo.jpg');

beforeEach(() => {
  applyPageSettings({ antiForgeryToken: 'tok' }, '/fr/editor');
  fakeDialogs();
  vi.useFakeTimers();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('upload progress (spec 000 §4)', () => {
  it('reports loaded, total and a whole percent, capped at the total', async () => {
    const seen: UploadProgress[] = [];
    const sent = upload({ url: 'up', file: file(), onProgress: (p) => seen.push(p) });
    xhr().progress(50, 200);
    xhr().progress(133, 200);
    xhr().progress(250, 200);
    xhr().answer(200, [{ guid: 'g' }]);
    await expect(sent).resolves.toMatchObject({ status: 200, data: [{ guid: 'g' }] });
    expect(seen).toEqual([
      { loaded: 50, total: 200, percent: 25 },
      { loaded: 133, total: 200, percent: 66 },
      { loaded: 200, total: 200, percent: 100 },
    ]);
    expect(xhr().headers.RequestVerificationToken).toBe('tok');
  });

  it('uses the file size when the length is not computable', () => {
    const seen: UploadProgress[] = [];
    void upload({ url: 'up', file: file(), onProgress: (p) => seen.push(p) });
    xhr().progress(100, 0, false);
    expect(seen).toEqual([{ loaded: 100, total: 200, percent: 50 }]);
  });
});

describe('upload stall (decision 039)', () => {
  it('gives up after stallMs without progress, every progress event restarting the timer', async () => {
    const sent = upload({ url: 'up', file: file(), stallMs: 1000, policy: false });
    const outcome = sent.catch((error: unknown) => error);
    vi.advanceTimersByTime(900);
    xhr().progress(10, 200);
    vi.advanceTimersByTime(900);
    xhr().progress(20, 200);
    vi.advanceTimersByTime(900);
    expect(xhr().aborted).toBe(false);
    vi.advanceTimersByTime(100);
    expect(xhr().aborted).toBe(true);
    expect(await outcome).toBeInstanceOf(UploadStalledError);
  });

  it('stops the stall timer once answered', async () => {
    const sent = upload({ url: 'up', file: file(), stallMs: 1000 });
    xhr().answer(200, []);
    await sent;
    vi.advanceTimersByTime(5000);
    expect(xhr().aborted).toBe(false);
  });
});
