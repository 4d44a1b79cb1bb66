/**
 * The MutationObserver backstop (issue 2 §2): placeholders that other scripts insert are
 * scanned, and widgets whose elements other scripts remove are unmounted. The shell and
 * ServerFragment call scan/unmount themselves; this only catches the rest.
 */
import { scan, unmount } from './loader';

export function observe(root: Node = document.body): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof Element && !node.isConnected) unmount(node);
      }
      for (const node of record.addedNodes) {
        if (node instanceof Element && node.isConnected) scan(node);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
