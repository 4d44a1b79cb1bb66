import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedAsset } from '../api/assets';
import { HttpError } from '../core/http';
import { type UploadOptions, UploadStalledError } from '../core/upload';
import { applyPageSettings } from '../test/settings';
import { type QueueOptions, UploadQueue } from './uploadQueue';

beforeEach(() => {
  applyPageSettings({}, '/fr/editor');
});

const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const pdf = (name = 'doc.pdf') => new File([PDF], name, { type: 'application/pdf' });

const uploaded = (over: Partial<UploadedAsset> = {}): UploadedAsset => ({
  guid: 'g-1',
  name: 'doc.pdf',
  size: PDF.length,
  thumbnail_url: null,
  fileType: 'Document',
  width: null,
  height: null,
  tmpName: 'tmp-1.pdf',
  ...over,
});

/** An upload function the test drives: each call waits for the test to answer it. */
function fakeSend() {
  const calls: Array<{
    options: UploadOptions;
    resolve: (data: unknown) => void;
    reject: (error: unknown) => void;
  }> = [];
  const send = vi.fn(
    (options: UploadOptions) =>
      new Promise<{ data: unknown }>((resolve, reject) => {
        options.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
        calls.push({ options, resolve: (data) => resolve({ data }), reject });
      }),
  );
  return { send, calls };
}

function queueWith(over: Partial<QueueOptions> = {}) {
  const fake = fakeSend();
  const onUploaded = vi.fn();
  const queue = new UploadQueue({
    url: 'fr/editor/assets/upload',
    rules: { accept: '.pdf,.docx' },
    held: () => 0,
    onUploaded,
    send: fake.send,
    ...over,
  });
  const states = () => queue.snapshot().map((item) => item.state);
  return { queue, onUploaded, states, ...fake };
}

const started = async (calls: unknown[], count = 1) =>
  vi.waitFor(() => expect(calls).toHaveLength(count));

describe('UploadQueue (spec 000 §4 "upload start shows a loader")', () => {
  it('checks, sends with progress, then hands over the assets and forgets the line', async () => {
    const { queue, calls, states, onUploaded } = queueWith();
    const seen: string[] = [];
    queue.subscribe(() => seen.push(queue.snapshot()[0]?.state.status ?? 'gone'));

    const all = queue.add([pdf()]);
    expect(states()).toEqual([{ status: 'checking' }]);
    await started(calls);
    expect(calls[0]?.options.url).toBe('fr/editor/assets/upload');
    expect(states()).toEqual([
      { status: 'uploading', progress: { loaded: 0, total: PDF.length, percent: 0 } },
    ]);

    calls[0]?.options.onProgress?.({ loaded: 10, total: 20, percent: 50 });
    expect(states()).toEqual([
      { status: 'uploading', progress: { loaded: 10, total: 20, percent: 50 } },
    ]);
    expect(queue.announcement()).toEqual({
      key: 'AssetsLibrary.UploadPercent',
      values: { name: 'doc.pdf', percent: 50 },
    });

    calls[0]?.resolve([uploaded()]);
    await all;
    expect(onUploaded).toHaveBeenCalledWith(
      [uploaded()],
      expect.objectContaining({ name: 'doc.pdf' }),
    );
    expect(queue.snapshot()).toEqual([]);
    expect(queue.announcement()).toEqual({
      key: 'AssetsLibrary.UploadDone',
      values: { name: 'doc.pdf' },
    });
    expect(seen).toEqual(['checking', 'uploading', 'uploading', 'gone']);
  });

  it('announces percent steps only when a step is crossed', async () => {
    const { queue, calls } = queueWith();
    void queue.add([pdf()]);
    await started(calls);
    const said: unknown[] = [];
    queue.subscribe(() => said.push(queue.announcement()?.values.percent));
    for (const percent of [5, 20, 26, 30, 80, 99]) {
      calls[0]?.options.onProgress?.({ loaded: percent, total: 100, percent });
    }
    expect([...new Set(said)]).toEqual([undefined, 25, 75]);
  });

  it('sends several files at once, each with its own state, and cancels one', async () => {
    const { queue, calls, states, onUploaded } = queueWith();
    const all = queue.add([pdf('a.pdf'), pdf('b.pdf')]);
    await started(calls, 2);
    expect(queue.pending).toBe(2);

    queue.cancel(queue.snapshot()[0]?.key ?? '');
    calls[1]?.resolve([uploaded({ name: 'b.pdf' })]);
    await all;

    expect(states()).toEqual([{ status: 'cancelled' }]);
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(calls[0]?.options.signal?.aborted).toBe(true);
    expect(calls[1]?.options.signal?.aborted).toBe(false);
  });

  it('refuses a wrong type, a fake .pdf and too many files without sending', async () => {
    const { queue, calls, states } = queueWith({
      rules: { accept: '.pdf', maxFiles: 2 },
      held: () => 1,
    });
    void queue.add([
      new File(['x'], 'a.txt'),
      new File(['GIF89a......'], 'fake.pdf'),
      pdf(),
      pdf(),
    ]);
    await vi.waitFor(() => expect(states()[3]?.status).toBe('failed'));
    expect(calls).toHaveLength(1);
    expect(states().slice(0, 3)).toEqual([
      { status: 'failed', problem: { key: 'AssetsLibrary.FileTypeNotAllowed' } },
      { status: 'failed', problem: { key: 'AssetsLibrary.FileTypeNotAllowed' } },
      { status: 'uploading', progress: { loaded: 0, total: PDF.length, percent: 0 } },
    ]);
    expect(states()[3]).toEqual({
      status: 'failed',
      problem: { key: 'AssetsLibrary.MaxNumberOfFiles' },
    });
  });

  it('refuses a file above the maximum size (spec 000 §5)', async () => {
    const { queue, calls, states } = queueWith({ rules: { accept: '.pdf', maxFileSize: 10 } });
    await queue.add([pdf()]);
    expect(calls).toHaveLength(0);
    expect(states()).toEqual([
      { status: 'failed', problem: { key: 'AssetsLibrary.FileTooLarge' } },
    ]);
  });
});

describe('UploadQueue failures (spec 000 §8)', () => {
  async function failWith(reject: unknown, over: Partial<QueueOptions> = {}) {
    const setup = queueWith(over);
    const all = setup.queue.add([pdf()]);
    await started(setup.calls);
    setup.calls[0]?.reject(reject);
    await all;
    return setup;
  }

  it('says a 500 failed on the line (the modal is upload()’s policy)', async () => {
    const answer = { url: '', status: 500, statusText: '', headers: new Headers(), data: null };
    const { states, onUploaded, queue } = await failWith(new HttpError(answer, 'x'));
    expect(states()).toEqual([
      { status: 'failed', problem: { key: 'AssetsLibrary.UploadFailed' } },
    ]);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(queue.announcement()?.key).toBe('AssetsLibrary.UploadFailedAnnounce');
  });

  it('says a network error or a stall on the line', async () => {
    expect((await failWith(new TypeError('net'))).states()).toEqual([
      { status: 'failed', problem: { key: 'Manager.NetworkError' } },
    ]);
    expect((await failWith(new UploadStalledError('stall'))).states()).toEqual([
      { status: 'failed', problem: { key: 'Manager.NetworkError' } },
    ]);
  });

  async function answerWith(data: unknown, over: Partial<QueueOptions> = {}) {
    const setup = queueWith(over);
    const all = setup.queue.add([pdf()]);
    await started(setup.calls);
    setup.calls[0]?.resolve(data);
    await all;
    return setup;
  }

  it('calls a malformed answer a failure, and adds nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { states, onUploaded } = await answerWith('<html>oops</html>');
    expect(states()).toEqual([
      { status: 'failed', problem: { key: 'AssetsLibrary.UploadFailed' } },
    ]);
    expect(onUploaded).not.toHaveBeenCalled();
    expect((await answerWith([])).states()).toEqual([
      { status: 'failed', problem: { key: 'AssetsLibrary.UploadFailed' } },
    ]);
  });

  it('shows a file-process error text as it is', async () => {
    const { states } = await answerWith([uploaded({ error: 'Le fichier est corrompu.' })]);
    expect(states()).toEqual([{ status: 'failed', problem: { text: 'Le fichier est corrompu.' } }]);
  });

  it('refuses an answer larger than the file (UploadedBytes) and a non-image for images', async () => {
    expect((await answerWith([uploaded({ size: 10_000 })])).states()).toEqual([
      { status: 'failed', problem: { key: 'AssetsLibrary.UploadedBytes' } },
    ]);
    expect((await answerWith([uploaded()], { imagesOnly: true })).states()).toEqual([
      { status: 'failed', problem: { key: 'AssetsLibrary.EncodeCorrectImage' } },
    ]);
  });

  it('lets a finished line be dismissed, never one under way', async () => {
    const { queue, calls } = queueWith();
    void queue.add([pdf()]);
    await started(calls);
    const key = queue.snapshot()[0]?.key ?? '';
    queue.dismiss(key);
    expect(queue.snapshot()).toHaveLength(1);
    queue.dispose();
    await vi.waitFor(() => expect(queue.snapshot()[0]?.state.status).toBe('cancelled'));
    queue.dismiss(key);
    expect(queue.snapshot()).toEqual([]);
  });
});
