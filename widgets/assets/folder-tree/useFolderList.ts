/**
 * A chosen folder's assets, loaded into the marked update element (spec 000 §2:
 * `{app}/{culture}/assetslibrary/asset/assetsbyfolder/{rootFolderId}/{folderId}`, no ids for
 * the root folder; the server's list has the class `list-group`). The HTML enters through
 * core/fragment only (docs/architecture.md §5). A newer choice aborts the older request; a
 * failure writes its sentence, as text, in the update element and leaves the tree usable.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { assetsByFolderPath } from '../../../src/api/assets';
import { failureMessage } from '../../../src/core/errorPolicy';
import { clearContent, fetchFragment, replaceContent } from '../../../src/core/fragment';
import { cultureUrl } from '../../../src/core/paths';

export type ListState =
  | { kind: 'idle' }
  | { kind: 'loading'; name: string }
  | { kind: 'ready'; name: string }
  | { kind: 'failed'; name: string };

/** The list address of a folder; `folderId` is `root` for the root folder (spec 000 §9). */
export const folderListUrl = (rootFolderId: string, folderId: string) =>
  cultureUrl(assetsByFolderPath(rootFolderId, folderId));

export function useFolderList(
  target: () => HTMLElement | null,
  translate: (key: string) => string,
) {
  const [state, setState] = useState<ListState>({ kind: 'idle' });
  const request = useRef<AbortController | null>(null);
  // Read at call time: the update element may be rendered by the widget itself.
  const latest = useRef({ target, translate });
  latest.current = { target, translate };

  useEffect(() => () => request.current?.abort(), []);

  const load = useCallback(async (url: string, name: string) => {
    const element = latest.current.target();
    if (!element) return;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ kind: 'loading', name });
    element.setAttribute('aria-busy', 'true');
    try {
      const html = await fetchFragment(url, { signal: controller.signal });
      if (controller.signal.aborted) return;
      await replaceContent(element, html);
      setState({ kind: 'ready', name });
    } catch (error) {
      if (controller.signal.aborted) return;
      const key = failureMessage(error, {
        fallback: 'AssetFolders.ListFailed',
        serverMessage: 'none',
      });
      clearContent(element);
      const message = element.ownerDocument.createElement('p');
      message.className = 'folder-tree__list-error';
      message.setAttribute('role', 'alert');
      // A 401 opened the login modal: the list still says it did not load.
      message.textContent = latest.current.translate(key ?? 'AssetFolders.ListFailed');
      element.append(message);
      setState({ kind: 'failed', name });
    } finally {
      if (request.current === controller) {
        element.removeAttribute('aria-busy');
        request.current = null;
      }
    }
  }, []);

  return { state, load };
}
