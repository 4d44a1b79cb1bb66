/** The shipping methods' details popovers (spec 001 §2; WCAG 1.4.13): hover, focus, keyboard, Esc. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetContext } from '../../../src/test/widgetContext';
import methodDetails from './methodDetails';

let element: HTMLElement;
let stop: () => void;

const item = (id: number) => `<div class="cart-methods__item">
  <input type="radio" id="m${id}" name="ShippingMethodId" value="${id}"><label for="m${id}">M${id}</label>
  <button type="button" hidden aria-expanded="false" aria-controls="m${id}-details">i</button>
  <div id="m${id}-details" hidden>Détails ${id}</div>
</div>`;
const button = (id: number) =>
  element.querySelector<HTMLButtonElement>(`[aria-controls="m${id}-details"]`) as HTMLButtonElement;
const popover = (id: number) =>
  element.querySelector<HTMLElement>(`#m${id}-details`) as HTMLElement;
const itemOf = (id: number) => button(id).closest('.cart-methods__item') as HTMLElement;
const pointer = (type: 'mouseover' | 'mouseout', target: Element, related: Element | null = null) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: related }));
const esc = () =>
  document.activeElement?.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
  ) ?? document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

beforeEach(() => {
  element = document.createElement('div');
  element.innerHTML = item(211) + item(212);
  document.body.append(element);
  stop = methodDetails(element, { closeDelay: 300 }, widgetContext(element));
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('method-details', () => {
  it('shows the details buttons once it runs (hidden without script)', () => {
    expect(button(211).hidden).toBe(false);
    expect(button(212).hidden).toBe(false);
  });

  it('opens on hover, stays while the pointer moves onto the popover, closes after leaving', () => {
    vi.useFakeTimers();
    pointer('mouseover', itemOf(211));
    expect(popover(211).hidden).toBe(false);
    expect(button(211).getAttribute('aria-expanded')).toBe('true');
    // From the label onto the popover: still inside the method, it stays.
    pointer('mouseout', itemOf(211).querySelector('label') as Element, popover(211));
    pointer('mouseover', popover(211));
    vi.advanceTimersByTime(1000);
    expect(popover(211).hidden).toBe(false);
    pointer('mouseout', popover(211), document.body);
    vi.advanceTimersByTime(299);
    expect(popover(211).hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(popover(211).hidden).toBe(true);
    expect(button(211).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on focus of the method, one at a time, and closes when focus leaves it', () => {
    const radio = (id: number) =>
      element.querySelector<HTMLInputElement>(`#m${id}`) as HTMLInputElement;
    radio(211).focus();
    expect(popover(211).hidden).toBe(false);
    radio(212).focus();
    expect(popover(211).hidden).toBe(true);
    expect(popover(212).hidden).toBe(false);
    radio(212).blur();
    expect(popover(212).hidden).toBe(true);
  });

  it('closes with Esc without moving focus, and the button reopens it (Enter or Space click it)', () => {
    button(212).focus();
    expect(popover(212).hidden).toBe(false);
    esc();
    expect(popover(212).hidden).toBe(true);
    expect(document.activeElement).toBe(button(212));
    button(212).click();
    expect(popover(212).hidden).toBe(false);
    button(212).click();
    expect(popover(212).hidden).toBe(true);
  });

  it('keeps Esc from closing a dialog around it only while a popover is open', () => {
    const outer = vi.fn();
    window.addEventListener('keydown', outer);
    button(211).focus();
    esc();
    expect(outer).not.toHaveBeenCalled();
    esc();
    expect(outer).toHaveBeenCalledOnce();
    window.removeEventListener('keydown', outer);
  });

  it('shows the buttons of methods reloaded into it', async () => {
    element.innerHTML = item(213);
    await vi.waitFor(() => expect(button(213).hidden).toBe(false));
  });
});
