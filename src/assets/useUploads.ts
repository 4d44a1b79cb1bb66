/**
 * The upload queue of an asset widget as a React hook (issue 14; spec 000 §4): one queue per
 * widget, kept across renders, its lines and its last announcement as state; every upload
 * still under way is aborted when the widget unmounts.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type QueueOptions, UploadQueue } from './uploadQueue';

export function useUploads(options: QueueOptions) {
  const queue = useRef<UploadQueue>(undefined);
  if (!queue.current) queue.current = new UploadQueue(options);
  const current = queue.current;
  current.configure(options);
  useEffect(() => () => current.dispose(), [current]);
  const items = useSyncExternalStore(current.subscribe, current.snapshot);
  const announcement = useSyncExternalStore(current.subscribe, current.announcement);
  return {
    items,
    announcement,
    busy: items.some(({ state }) => state.status === 'checking' || state.status === 'uploading'),
    add: (files: Iterable<File>) => current.add(files),
    cancel: (key: string) => current.cancel(key),
    dismiss: (key: string) => current.dismiss(key),
  };
}

export type Uploads = ReturnType<typeof useUploads>;
