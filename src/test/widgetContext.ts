/** The context a mounted widget gets from the loader, for tests that call a widget directly. */
import { parseFragment } from '../core/fragment';
import { pageSettings } from '../core/settings';
import type { WidgetContext } from '../core/widget';

export function widgetContext(
  element: HTMLElement,
  {
    name = 'test',
    fallbackHtml = '',
    settings = pageSettings(),
  }: { name?: string; fallbackHtml?: string; settings?: WidgetContext['settings'] } = {},
): WidgetContext {
  const fallback = parseFragment(fallbackHtml);
  return {
    name,
    element,
    settings,
    fallback: () => fallback.map((node) => node.cloneNode(true)),
  };
}
