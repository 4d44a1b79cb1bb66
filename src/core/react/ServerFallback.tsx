import { useLayoutEffect, useRef } from 'react';
import { useWidgetContext } from './WidgetContext';

/**
 * The server fallback of the placeholder (a plain link, a plain form), shown again by a widget
 * whose data cannot load (docs/architecture.md §4, issue 10 §6): the shopper keeps what worked
 * without JavaScript instead of an empty badge. The widget stays mounted, so a later success
 * (another tab's change, a retry) renders it again.
 */
export function ServerFallback() {
  const { fallback } = useWidgetContext();
  const holder = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    holder.current?.replaceChildren(...fallback());
  }, [fallback]);
  return <span ref={holder} className="vitrine-fallback" style={{ display: 'contents' }} />;
}
