/**
 * The data-ajax-begin/-complete/-success/-failure callbacks. jquery-unobtrusive-ajax also
 * accepts a code body and runs it with `new Function`; we take only the name of a global
 * function (`onDone`, `Shop.cart.onDone`), resolved by core/globalFunction, the one safe
 * resolver (own properties only; decision 014).
 */
import { globalFunction } from '../core/globalFunction';

export type Callback = (this: Element, ...args: unknown[]) => unknown;

/**
 * The global function an element's attribute names, or undefined (nothing set, or not a
 * function name: then a console.error names the attribute).
 */
export function callbackOf(element: Element, attribute: string): Callback | undefined {
  const text = element.getAttribute(attribute)?.trim();
  if (!text) return undefined;
  const found = globalFunction(text);
  if (found) return found as Callback;
  console.error(
    `[vitrine] ${attribute}="${text}" is not the name of a global function; code is not evaluated`,
  );
  return undefined;
}

/** Calls the callback with the element as `this`; a throwing callback is logged, not fatal. */
export function call(
  element: Element,
  attribute: string,
  ...args: unknown[]
): { returned: unknown } | undefined {
  const callback = callbackOf(element, attribute);
  if (!callback) return undefined;
  try {
    return { returned: callback.call(element, ...args) };
  } catch (error) {
    console.error(`[vitrine] ${attribute} callback threw`, error);
    return { returned: undefined };
  }
}
