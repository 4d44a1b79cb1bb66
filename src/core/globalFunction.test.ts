import { afterEach, describe, expect, it, vi } from 'vitest';
import { globalFunction } from './globalFunction';

// docs/architecture.md §5: nothing but script elements is evaluated; callback names are
// resolved through own properties only (decision 014).
const globals = globalThis as Record<string, unknown>;

afterEach(() => {
  delete globals.Shop;
  delete globals.onDone;
});

describe('globalFunction', () => {
  it('finds a global function and a function of a global object by its dotted name', () => {
    const onDone = vi.fn();
    const nested = vi.fn();
    globals.onDone = onDone;
    globals.Shop = { cart: { onDone: nested } };
    expect(globalFunction('onDone')).toBe(onDone);
    expect(globalFunction('Shop.cart.onDone')).toBe(nested);
  });

  it.each([
    ['constructor.constructor (the Function constructor)', 'Shop.constructor.constructor'],
    ['a function’s constructor', 'Shop.cart.onDone.constructor'],
    ['__proto__', 'Shop.__proto__.constructor'],
    ['a prototype method', 'Shop.cart.hasOwnProperty'],
    ['an inherited toString', 'Shop.toString'],
    ['the global object’s own constructor', 'constructor'],
    ['eval', 'eval'],
    ['Function', 'Function'],
    ['Function through its prototype', 'Function.prototype.constructor'],
    ['setTimeout', 'setTimeout'],
    ['setInterval', 'setInterval'],
    ['code', 'alert(document.cookie)'],
    ['a bracket path', 'Shop["cart"]'],
    ['a missing name', 'nowhere.to.be.found'],
    ['an object', 'Shop.cart'],
  ])('refuses %s', (_case, name) => {
    globals.Shop = { cart: { onDone: vi.fn() } };
    expect(globalFunction(name)).toBeUndefined();
  });
});
