/**
 * The MutationObserver backstop (issue 2 §2): placeholders that other scripts insert are
 * scanned, and widgets whose elements other scripts remove are unmounted. The shell and
 * ServerFragment call scan/unmount themselves; this only catches the rest. Removals are
 * handled at once; insertions after the next paint, in one batch (issue 16 §2: a page swap's
 * widgets no longer hold back its first frame).
 */
import { afterPaint } from './frame';
import { scan, unmount } from './loader';

export function observe(root: Node = document.body): () => void {
  let added = new Set<Element>();
  let stopped = false;
  const flush = () => {
    const batch = added;
    added = new Set();
    if (stopped) return;
    for (const node of batch) if (node.isConnected) scan(node);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof Element && !node.isConnected) unmount(node);
      }
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (added.size === 0) void afterPaint().then(flush);
        added.add(node);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    stopped = true;
    observer.disconnect();
  };
}
