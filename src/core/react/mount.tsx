/**
 * React mounting (issue 2 §2): one root per placeholder, the shared providers (i18n and the
 * widget context) and one error boundary. This module and React itself are a shared chunk
 * that pages without React widgets never load.
 */
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { loadI18n } from '../i18n';
import type { WidgetContext } from '../widget';
import { ErrorBoundary } from './ErrorBoundary';
import { I18nProvider } from './translation';
import { WidgetContextValue } from './WidgetContext';

let nextId = 0;

export async function mountReact<P extends object>(
  element: HTMLElement,
  Widget: ComponentType<P>,
  props: P,
  context: WidgetContext,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const i18n = await loadI18n();
  nextId += 1;
  const root = createRoot(element, {
    identifierPrefix: `vw${nextId}-`,
    // docs/architecture.md §4: a widget's failure is logged once, by the loader; React's own
    // report of what our boundary caught would be a second console.error.
    onCaughtError: (error, info) => {
      if (!(info.errorBoundary instanceof ErrorBoundary)) console.error(error, info.componentStack);
    },
  });
  // "mounted" means the widget's first tree is in the page (its first commit), not merely
  // scheduled: until then the server fallback is still there, and what a shopper types into it
  // would be replaced by the widget's own first render. Nor before its effects ran: what it
  // listens to (a page event, a store) is subscribed in effects, and a parent's effect runs
  // after its children's, so a test or a template that waits for "mounted" is heard.
  await new Promise<void>((committed) =>
    root.render(
      <Committed onCommit={committed}>
        <I18nProvider i18n={i18n}>
          <WidgetContextValue.Provider value={context}>
            <ErrorBoundary onError={onError}>
              <Widget {...props} />
            </ErrorBoundary>
          </WidgetContextValue.Provider>
        </I18nProvider>
      </Committed>,
    ),
  );
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
  };
}

/** Calls onCommit once, when React has first put its children in the page and run their effects. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => onCommit(), []);
  return children;
}
