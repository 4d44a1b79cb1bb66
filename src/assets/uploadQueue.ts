/**
 * The uploads of one asset widget (issue 14; spec 000 §4, §5, §7, §8): several files at once,
 * each checked (src/assets/fileChecks.ts), then sent alone through src/core/upload.ts with its
 * progress, cancellable on its own. A small store (subscribe/snapshot) that `useUploads` wraps
 * for React; the upload function is injected so tests can drive progress by hand.
 */
import { parseUploadAnswer, type UploadedAsset } from '../api/assets';
import { classifyFailure } from '../core/errorPolicy';
import { isAbort } from '../core/http';
import {
  type UploadOptions,
  type UploadProgress,
  UploadStalledError,
  upload,
} from '../core/upload';
import { checkFile, type FileRules, MESSAGES, roomFor } from './fileChecks';

/** A message to show: a key to translate, or a server's text shown as it is (spec 000 §8). */
export type Problem = { key: string } | { text: string };

export type UploadState =
  | { status: 'checking' }
  | { status: 'uploading'; progress: UploadProgress }
  | { status: 'done'; assets: UploadedAsset[] }
  | { status: 'failed'; problem: Problem }
  | { status: 'cancelled' };

export interface UploadItem {
  /** Unique within the queue (the same file may be sent twice). */
  key: string;
  name: string;
  size: number;
  state: UploadState;
}

/** What the live region says last (keys of `AssetsLibrary`, with their values). */
export interface Announcement {
  key: string;
  values: Record<string, string | number>;
  /** Said after the sentence: why a file failed. */
  problem?: Problem;
}

export type UploadFunction = (options: UploadOptions) => Promise<{ data: unknown }>;

export interface QueueOptions {
  /** The form's upload address (spec 000 §7). */
  url: string;
  rules: FileRules;
  /** How many assets the widget holds now (for the max number). */
  held: () => number;
  /** Called with the assets of a file once uploaded and checked. */
  onUploaded: (assets: UploadedAsset[], item: UploadItem) => void;
  /** Images only: an answer whose fileType is not Image is refused (spec 000 §5). */
  imagesOnly?: boolean;
  /** Injected in tests; src/core/upload.ts otherwise. */
  send?: UploadFunction;
  canDecodeHeic?: boolean;
}

/** The percents at which the live region speaks (not at every event: it would chatter). */
const STEPS = [25, 50, 75];

let counter = 0;

export class UploadQueue {
  private items: readonly UploadItem[] = [];
  private announced: Announcement | undefined;
  private readonly controllers = new Map<string, AbortController>();
  private readonly listeners = new Set<() => void>();

  constructor(private options: QueueOptions) {}

  /** New options (a re-render's callbacks) without losing what is under way. */
  configure(options: QueueOptions): void {
    this.options = options;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): readonly UploadItem[] => this.items;
  announcement = (): Announcement | undefined => this.announced;

  private get uploading(): number {
    return this.items.filter(({ state }) => state.status === 'uploading').length;
  }

  /** Files being checked or sent. */
  get pending(): number {
    return this.items.filter(({ state }) => ['checking', 'uploading'].includes(state.status))
      .length;
  }

  /** Checks and sends each file; resolves once all are settled. */
  add(files: Iterable<File>): Promise<void> {
    const started: Promise<void>[] = [];
    for (const file of files) started.push(this.start(file));
    return Promise.all(started).then(() => undefined);
  }

  cancel(key: string): void {
    this.controllers.get(key)?.abort();
  }

  /** Forgets a finished line (failed, cancelled or done). */
  dismiss(key: string): void {
    if (this.controllers.has(key)) return;
    this.items = this.items.filter((item) => item.key !== key);
    this.emit();
  }

  /** Aborts every upload (the widget leaves the page). */
  dispose(): void {
    for (const controller of this.controllers.values()) controller.abort();
  }

  private emit() {
    for (const listener of [...this.listeners]) listener();
  }

  private say(key: string, values: Announcement['values'], problem?: Problem) {
    this.announced = problem ? { key, values, problem } : { key, values };
  }

  private update(key: string, state: UploadState) {
    this.items = this.items.map((item) => (item.key === key ? { ...item, state } : item));
    this.emit();
  }

  private fail(key: string, name: string, problem: Problem) {
    this.say('AssetsLibrary.UploadFailedAnnounce', { name }, problem);
    this.update(key, { status: 'failed', problem });
  }

  private async start(file: File): Promise<void> {
    counter += 1;
    const key = `upload-${counter}`;
    const item: UploadItem = {
      key,
      name: file.name,
      size: file.size,
      state: { status: 'checking' },
    };
    const { rules } = this.options;
    this.items = [...this.items, item];
    this.emit();
    const refused = await checkFile(file, rules, this.options.canDecodeHeic);
    if (refused) return this.fail(key, file.name, { key: refused });
    // Counted when the file would leave (the uploads under way included), so that a batch
    // cannot overshoot the maximum and a refused file takes no place.
    if (!roomFor(this.options.held() + this.uploading, rules.maxFiles))
      return this.fail(key, file.name, { key: MESSAGES.maxNumber });
    await this.send(item, file);
  }

  private async send(item: UploadItem, file: File): Promise<void> {
    const { key, name } = item;
    const controller = new AbortController();
    this.controllers.set(key, controller);
    let step = 0;
    this.say('AssetsLibrary.UploadStarted', { name });
    this.update(key, {
      status: 'uploading',
      progress: { loaded: 0, total: file.size, percent: 0 },
    });
    const send = this.options.send ?? upload;
    try {
      const answer = await send({
        url: this.options.url,
        file,
        signal: controller.signal,
        onProgress: (progress) => {
          if (controller.signal.aborted) return;
          const reached = STEPS.filter((percent) => progress.percent >= percent).length;
          if (reached > step) {
            step = reached;
            this.say('AssetsLibrary.UploadPercent', { name, percent: STEPS[reached - 1] ?? 0 });
          }
          this.update(key, { status: 'uploading', progress });
        },
      });
      this.finish(item, file, parseUploadAnswer(answer.data, this.options.url));
    } catch (error) {
      if (isAbort(error)) {
        this.say('AssetsLibrary.UploadCancelled', { name });
        this.update(key, { status: 'cancelled' });
      } else this.fail(key, name, { key: failureKey(error) });
    } finally {
      this.controllers.delete(key);
    }
  }

  private finish(item: UploadItem, file: File, assets: UploadedAsset[]) {
    const { key, name } = item;
    // spec 000 §8: a file-process failure shows that file's error text, as it is.
    const failed = assets.find((asset) => asset.error);
    if (failed?.error) return this.fail(key, name, { text: failed.error });
    if (assets.length === 0) return this.fail(key, name, { key: 'AssetsLibrary.UploadFailed' });
    if (assets.some((asset) => asset.size > file.size))
      return this.fail(key, name, { key: MESSAGES.uploadedBytes });
    if (this.options.imagesOnly && assets.some((asset) => asset.fileType !== 'Image'))
      return this.fail(key, name, { key: MESSAGES.notImage });
    const done: UploadItem = { ...item, state: { status: 'done', assets } };
    this.say('AssetsLibrary.UploadDone', { name });
    this.items = this.items.filter((line) => line.key !== key);
    this.emit();
    this.options.onUploaded(assets, done);
  }
}

/** spec 000 §8: what a failed upload says on its line (a 500 also opened the error modal). */
export function failureKey(error: unknown): string {
  if (error instanceof UploadStalledError) return 'Manager.NetworkError';
  const failure = classifyFailure(error, {
    fallback: 'AssetsLibrary.UploadFailed',
    serverMessage: 'none',
  });
  return failure.kind === 'message' ? failure.message : 'AssetsLibrary.UploadFailed';
}
