/**
 * Inserts a same-origin HTML fragment of the CMS and mounts the widgets inside it; they are
 * unmounted when the fragment goes (ARCHITECTURE.md §5). Any other origin is refused.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startContent } from '../core/content';
import { send } from '../core/http';
import { unmount } from '../core/loader';
import { safeReturnUrl } from '../core/paths';

interface ServerFragmentProps {
  /** Same-origin address of the fragment. */
  url: string;
  className?: string;
  /** Called once the fragment is in the page. */
  onLoad?: (container: HTMLElement) => void;
  /** Load it once per page and reuse it (quick view, spec 000 §4). */
  cache?: boolean;
}

/** Fragments asked to be loaded once, by address. */
const loadedOnce = new Map<string, Promise<string>>();

export function ServerFragment({ url, className, onLoad, cache = false }: ServerFragmentProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  // The latest callback, so an inline onLoad does not refetch the fragment on each render.
  const loaded = useRef(onLoad);
  loaded.current = onLoad;
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    const element = container.current;
    const safe = safeReturnUrl(url);
    if (!element) return;
    if (!safe) {
      console.error(`[vitrine] refused a fragment from another origin: ${url}`);
      setState('error');
      return;
    }
    let active = true;
    setState('loading');
    // Checked again after redirects: only HTML this site answered is inserted.
    const load = () =>
      send<string>(safe, { responseType: 'text', policy: false }).then((answer) => {
        if (new URL(answer.url, location.href).origin !== location.origin) {
          throw new Error(`[vitrine] a fragment was redirected to another origin: ${answer.url}`);
        }
        return answer.data;
      });
    let request = cache ? loadedOnce.get(safe) : undefined;
    if (!request) {
      request = load();
      if (cache) {
        loadedOnce.set(safe, request);
        request.catch(() => loadedOnce.delete(safe));
      }
    }
    request
      .then((html) => {
        if (!active) return;
        element.innerHTML = html;
        void startContent(element);
        setState('ready');
        loaded.current?.(element);
      })
      .catch(() => active && setState('error'));
    return () => {
      active = false;
      unmount(element);
      element.replaceChildren();
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
