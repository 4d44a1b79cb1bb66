import { describe, expect, it } from 'vitest';
import { bodyElement, madeElement } from './bodyElement';

// The live region and the progress bar: one each, in body, back if something removed them.

const make = () =>
  bodyElement('test-status', { role: 'status', 'aria-live': 'polite' }, 'color:red');

describe('bodyElement', () => {
  it('appends one element to body with its class, attributes and style', () => {
    const element = make();

    expect(element.parentElement).toBe(document.body);
    expect(element.className).toBe('test-status');
    expect(element.getAttribute('role')).toBe('status');
    expect(element.getAttribute('aria-live')).toBe('polite');
    expect(element.style.color).toBe('red');
  });

  it('gives the same element while it is in the page', () => {
    const first = make();

    expect(make()).toBe(first);
    expect(document.querySelectorAll('.test-status')).toHaveLength(1);
  });

  it('makes it again once something removed it', () => {
    const first = make();
    document.body.innerHTML = '';

    const second = make();

    expect(second).not.toBe(first);
    expect(second.isConnected).toBe(true);
  });
});

describe('madeElement', () => {
  it('is undefined until the element is made, and after it left the page', () => {
    expect(madeElement('test-other')).toBeUndefined();
    const element = bodyElement('test-other', {}, '');

    expect(madeElement('test-other')).toBe(element);
    element.remove();
    expect(madeElement('test-other')).toBeUndefined();
  });
});
