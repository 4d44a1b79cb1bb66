/**
 * The saved assets of the widget (spec 000 §3 `assets`, §7 GET assets/{assetId}): each read
 * once as the widget mounts, kept in the saved order. One that cannot be read stays in the
 * list under its id and is posted again as it was: a failed request loses nothing.
 */
import { useEffect, useState } from 'react';
import { fetchAsset } from '../../../src/api/assets';
import { classifyFailure, failureMessage } from '../../../src/core/errorPolicy';
import { type Item, savedItem } from './fileTypes';

export const idsOf = (assets: string) =>
  assets
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

export function useSavedAssets(assets: string, onLoaded: (items: Item[]) => void) {
  const [loading, setLoading] = useState(() => idsOf(assets).length > 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the widget mounts.
  useEffect(() => {
    const ids = idsOf(assets);
    if (ids.length === 0) return;
    let live = true;
    Promise.allSettled(ids.map((id) => fetchAsset(id))).then((answers) => {
      if (!live) return;
      // A 401 opens the login modal (spec 000 §8), once for all the assets.
      const refused = answers.find(
        (answer) => answer.status === 'rejected' && classifyFailure(answer.reason).kind === 'login',
      );
      if (refused?.status === 'rejected') failureMessage(refused.reason);
      onLoaded(
        answers.map((answer, index): Item => {
          const id = ids[index] as string;
          return answer.status === 'fulfilled'
            ? savedItem(answer.value)
            : { id, name: id, originalName: id, failed: true };
        }),
      );
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, []);
  return loading;
}
