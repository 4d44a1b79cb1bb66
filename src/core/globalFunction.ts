/**
 * The one resolver of global function names written in the page (data-ajax-* callbacks,
 * consent callbacks; spec 000 §4): `onDone` or `Shop.cart.onDone`, looked up through own
 * properties only, so `constructor.constructor`, `__proto__` or a prototype can never be
 * reached. Nothing is ever evaluated (docs/architecture.md §5): jquery-unobtrusive-ajax
 * accepted a code body and ran it with `new Function`; we take a name or nothing.
 */
export type GlobalFunction = (this: unknown, ...args: unknown[]) => unknown;

function lookUp(path: string): unknown {
  let value: unknown = globalThis;
  for (const key of path.split('.')) {
    // Own properties only: no walking up to `constructor`, `__proto__` or a prototype.
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return;
    if (!Object.hasOwn(value, key)) return;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The global function `name` designates, or undefined (not a name, missing, or refused). */
export function globalFunction(name: string): GlobalFunction | undefined {
  // Code is no own property of anything: `alert(1)` or `a["b"]` is simply not found.
  const found = lookUp(name);
  const g = globalThis;
  // Functions that would turn page data into code (`data-ajax-success="eval"` would run the
  // response) are refused even when named.
  const evaluators: unknown[] = [g.eval, g.Function, g.setTimeout, g.setInterval];
  return typeof found === 'function' && !evaluators.includes(found)
    ? (found as GlobalFunction)
    : undefined;
}
