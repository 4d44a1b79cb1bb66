/**
 * React mounting (issue 2 §2): one root per placeholder, the shared providers (i18n and the
 * widget context) and one error boundary. This module and React itself are a shared chunk
 * that pages without React widgets never load.
 */
import type { ComponentType } from 'react';
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
  root.render(
    <I18nProvider i18n={i18n}>
      <WidgetContextValue.Provider value={context}>
        <ErrorBoundary onError={onError}>
          <Widget {...props} />
        </ErrorBoundary>
      </WidgetContextValue.Provider>
    </I18nProvider>,
  );
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
  };
}
