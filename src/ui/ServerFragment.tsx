/**
 * Inserts a same-origin HTML fragment of the CMS and mounts the widgets inside it; they are
 * unmounted when the fragment goes. Any other origin is refused (core/fragment, decision 013).
 * A failure says Manager.UnknowsErrors in place; a 401 also opens the login modal (spec 000
 * §8), unless the login modal is the one already asking (core/dialogs opens it once).
 */
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../core/errorPolicy';
import { clearContent, fetchFragment, fragmentAddress, replaceContent } from '../core/fragment';
import { useTranslation } from '../core/react/translation';

interface ServerFragmentProps {
  /** Same-origin address of the fragment. */
  url: string;
  className?: string;
  /** Called once the fragment is in the page. */
  onLoad?: (container: HTMLElement) => void;
  /** Load it once per page and reuse it (quick view, spec 000 §4). */
  cache?: boolean;
}

export function ServerFragment({ url, className, onLoad, cache = false }: ServerFragmentProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  // The latest callback, so an inline onLoad does not refetch the fragment on each render.
  const loaded = useRef(onLoad);
  loaded.current = onLoad;
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // Refused at once, without a request (the refusal is logged).
    if (!fragmentAddress(url)) {
      setState('error');
      return;
    }
    let active = true;
    setState('loading');
    fetchFragment(url, { cache })
      .then((html) => {
        if (!active) return;
        void replaceContent(element, html);
        setState('ready');
        loaded.current?.(element);
      })
      .catch((error: unknown) => {
        if (!active) return;
        failureMessage(error);
        setState('error');
      });
    return () => {
      active = false;
      clearContent(element);
    };
  }, [url, cache]);

  return (
    <>
      {state === 'loading' ? <p className="vitrine-fragment__status">{t('Core.Loading')}</p> : null}
      {state === 'error' ? (
        <p className="vitrine-fragment__status" role="alert">
          {t('Manager.UnknowsErrors')}
        </p>
      ) : null}
      <div ref={container} className={className} aria-busy={state === 'loading'} />
    </>
  );
}
