/**
 * The data-ajax-begin/-complete/-success/-failure callbacks. jquery-unobtrusive-ajax also
 * accepts a code body and runs it with `new Function`; we take only the name of a global
 * function (`onDone`, `Shop.cart.onDone`), because nothing but script elements is ever
 * evaluated (ARCHITECTURE.md §5).
 */
export type Callback = (this: Element, ...args: unknown[]) => unknown;

const NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/**
 * Functions that would turn a server answer into code (`data-ajax-success="eval"` would run
 * the response), refused even when named.
 */
const evaluators = (): unknown[] => [
  // biome-ignore lint/security/noGlobalEval: compared by identity to refuse it, never called
  globalThis.eval,
  globalThis.Function,
  globalThis.setTimeout,
  globalThis.setInterval,
];

function lookUp(path: string): unknown {
  let value: unknown = globalThis;
  for (const key of path.split('.')) {
    // Own properties only: no walking up to `constructor` or a prototype.
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return;
    if (!Object.hasOwn(value, key)) return;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The global function an element's attribute names, or undefined (nothing set, or not a
 * function name: then a console.error names the attribute).
 */
export function callbackOf(element: Element, attribute: string): Callback | undefined {
  const text = element.getAttribute(attribute)?.trim();
  if (!text) return undefined;
  const found = NAME.test(text) ? lookUp(text) : undefined;
  if (typeof found === 'function' && !evaluators().includes(found)) return found as Callback;
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
