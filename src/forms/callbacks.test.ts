import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, callbackOf } from './callbacks';

const globals = globalThis as Record<string, unknown>;

afterEach(() => {
  delete globals.onCartUpdated;
  delete globals.Shop;
});

function element(attribute: string, value: string): HTMLElement {
  const form = document.createElement('form');
  form.setAttribute(attribute, value);
  return form;
}

describe('callbackOf', () => {
  it('finds a global function by its name and calls it with the element as this', () => {
    const seen: unknown[] = [];
    globals.onCartUpdated = function (this: Element, data: unknown) {
      seen.push(this, data);
    };
    const form = element('data-ajax-success', 'onCartUpdated');

    call(form, 'data-ajax-success', '<p>ok</p>');

    expect(seen).toEqual([form, '<p>ok</p>']);
  });

  it('follows a dotted path to a function of a global object', () => {
    const onDone = vi.fn(() => false);
    globals.Shop = { cart: { onDone } };

    const result = call(element('data-ajax-begin', 'Shop.cart.onDone'), 'data-ajax-begin', 1);

    expect(result).toEqual({ returned: false });
    expect(onDone).toHaveBeenCalledWith(1);
  });

  it.each([
    ['a code body', 'alert(document.cookie)'],
    ['a statement list', 'onCartUpdated(); return false'],
    ['eval by its name', 'eval'],
    ['Function by its name', 'Function'],
    ['setTimeout by its name', 'setTimeout'],
    ['a walk up to the constructor', 'Shop.constructor.constructor'],
    ['a walk through __proto__', 'Shop.__proto__.constructor'],
    ['a prototype method', 'Shop.cart.hasOwnProperty'],
    ['a name that is not a function', 'Shop.cart'],
    ['a name that does not exist', 'nowhere.to.be.found'],
  ])('refuses %s and names the attribute in a console error', (_, value) => {
    globals.Shop = { cart: {} };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(callbackOf(element('data-ajax-failure', value), 'data-ajax-failure')).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`data-ajax-failure="${value}"`));
  });

  it('gives nothing, silently, when the attribute is absent', () => {
    const error = vi.spyOn(console, 'error');

    expect(call(document.createElement('form'), 'data-ajax-complete')).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a callback that throws instead of breaking the request', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    globals.onCartUpdated = () => {
      throw new Error('boom');
    };

    expect(call(element('data-ajax-complete', 'onCartUpdated'), 'data-ajax-complete')).toEqual({
      returned: undefined,
    });
    expect(error).toHaveBeenCalledWith(
      '[vitrine] data-ajax-complete callback threw',
      expect.any(Error),
    );
  });
});
