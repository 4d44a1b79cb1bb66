/**
 * The CMS search page inside the modal (spec 001 §2), fetched and inserted through
 * core/fragment. A component of its own: react-modal mounts its content after the dialog,
 * so the page's element exists only from this component's first effect.
 */
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../../src/core/errorPolicy';
import { clearContent, fetchFragment, replaceContent } from '../../../src/core/fragment';
import type { Params } from '../../../src/core/http';
import { useTranslation } from '../../../src/core/react/translation';
import { type SearchParts, searchParts } from './searchPage';

interface SearchFragmentProps {
  path: string;
  params: Params;
  onReady: (parts: SearchParts) => void;
}

export function SearchFragment({ path, params, onReady }: SearchFragmentProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const ready = useRef(onReady);
  ready.current = onReady;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is fetched once per opening
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const aborter = new AbortController();
    fetchFragment(path, { params, signal: aborter.signal })
      .then(async (html) => {
        await replaceContent(element, html);
        const found = searchParts(element);
        setState(found ? 'ready' : 'error');
        if (found) ready.current(found);
      })
      .catch((error: unknown) => {
        if (aborter.signal.aborted) return;
        console.warn('[vitrine] pickup-point: the search page could not be loaded', error);
        // A 401 opens the login modal too (spec 000 §8); the dialog says it did not load.
        failureMessage(error);
        setState('error');
      });
    return () => {
      aborter.abort();
      clearContent(element);
    };
  }, []);

  return (
    <>
      {state === 'loading' ? (
        <p className="vitrine-fragment__status" role="status">
          {t('Core.Loading')}
        </p>
      ) : null}
      {state === 'error' ? (
        <p className="vitrine-fragment__status" role="alert">
          {t('Manager.UnknowsErrors')}
        </p>
      ) : null}
      <div ref={container} className="vitrine-pickup-dialog__page" />
    </>
  );
}
