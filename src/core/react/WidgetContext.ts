import { createContext, useContext } from 'react';
import type { WidgetContext } from '../widget';

export const WidgetContextValue = createContext<WidgetContext | null>(null);

/** The placeholder element, widget name and page settings of the widget being rendered. */
export function useWidgetContext(): WidgetContext {
  const context = useContext(WidgetContextValue);
  if (!context) throw new Error('useWidgetContext is used outside a mounted widget');
  return context;
}
