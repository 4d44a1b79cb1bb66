/**
 * The folder hierarchy under the root folder (spec 000 §7:
 * `GET {app}/api/v1/assetslibrary/folders/hierarchy?folderId={id}`), with a retry. A failure is
 * a sentence for the tree's alert; a 401 also opens the login modal (spec 000 §8).
 */
import { useCallback, useEffect, useState } from 'react';
import { type FolderNode, fetchFolders } from '../../../src/api/assets';
import { failureMessage } from '../../../src/core/errorPolicy';

export type TreeState =
  | { kind: 'loading' }
  | { kind: 'ready'; root: FolderNode }
  | { kind: 'failed'; message: string };

export function useFolders(rootFolderId: string) {
  const [tree, setTree] = useState<TreeState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (retry) asks again
  useEffect(() => {
    let active = true;
    setTree({ kind: 'loading' });
    fetchFolders(rootFolderId).then(
      (root) => active && setTree({ kind: 'ready', root }),
      (error: unknown) => {
        if (!active) return;
        const message = failureMessage(error, {
          fallback: 'AssetFolders.TreeFailed',
          serverMessage: 'none',
        });
        setTree({ kind: 'failed', message: message ?? 'AssetFolders.TreeFailed' });
      },
    );
    return () => {
      active = false;
    };
  }, [rootFolderId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { tree, retry };
}
