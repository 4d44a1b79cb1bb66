/**
 * The bare loop of `npm run bench` (issue 16 §1), a page module bundled by peerBundles.ts from
 * the same sources and the same node_modules React as the bundle (production build): the
 * `wishlist-count` component in one `createRoot().render()` per element, under the strings
 * provider it needs, nothing else. "Rendered" is each root's first commit with its effects run,
 * as the loader's "mounted" is (src/core/react/mount.tsx).
 */
import { type ReactNode, useEffect } from 'react';
import { version } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { loadI18n } from '../../../src/core/i18n';
import { I18nProvider } from '../../../src/core/react/translation';
import WishlistCount from '../../../widgets/wishlist/wishlist-count/WishlistCount';

function Rendered({ onRendered, children }: { onRendered: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => onRendered(), []);
  return children;
}

/** Renders the component in each element; resolves once every root has committed. */
async function renderAll(elements: Element[]): Promise<void> {
  const i18n = await loadI18n();
  await new Promise<void>((done) => {
    let left = elements.length;
    const rendered = () => {
      left -= 1;
      if (left === 0) done();
    };
    for (const element of elements) {
      createRoot(element).render(
        <Rendered onRendered={rendered}>
          <I18nProvider i18n={i18n}>
            <WishlistCount />
          </I18nProvider>
        </Rendered>,
      );
    }
  });
}

declare global {
  interface Window {
    benchBare?: { version: string; renderAll: typeof renderAll };
  }
}

window.benchBare = { version, renderAll };
