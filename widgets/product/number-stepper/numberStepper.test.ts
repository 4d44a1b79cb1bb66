import { fireEvent, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetI18n } from '../../../src/core/i18n';
import { readProps } from '../../../src/core/props';
import { listen, server, stringResources } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import definition from './index';
import numberStepper from './numberStepper';
import { clampNumber, readNumber, stepNumber, stepperState } from './stepper';

listen();
beforeEach(() => {
  applyPageSettings({}, '/fr/');
  resetI18n();
  server.use(
    stringResources({ Core: { DecreaseQuantity: 'Diminuer', IncreaseQuantity: 'Augmenter' } }),
  );
});

const limits = { step: 1, nonNegative: false };
const nonNegative = { step: 1, nonNegative: true };

describe('number stepper rules (spec 000 §5)', () => {
  it.each([
    ['3', 3],
    ['', 0],
    ['abc', 0],
    ['2,5', 2.5],
    ['-4', -4],
  ])('reads %j as %s (non-numeric becomes 0)', (raw, expected) => {
    expect(readNumber(raw)).toBe(expected);
  });

  it.each([
    ['plus', '1', 1, limits, 2],
    ['minus', '1', -1, limits, 0],
    ['minus below 0 without the mode', '0', -1, limits, -1],
    ['minus stops at 0 in non-negative mode', '0', -1, nonNegative, 0],
    ['plus from text', 'abc', 1, limits, 1],
    ['decimal steps stay exact', '0.1', 1, { step: 0.2, nonNegative: false }, 0.3],
    ['max holds', '5', 1, { step: 1, max: 5, nonNegative: false }, 5],
    ['min holds', '2', -1, { step: 1, min: 2, nonNegative: false }, 2],
  ])('%s', (_case, raw, direction, rule, expected) => {
    expect(stepNumber(raw, direction as 1 | -1, rule)).toBe(expected);
  });

  it('clamps typed values to the floor', () => {
    expect(clampNumber(-3, nonNegative)).toBe(0);
    expect(clampNumber(-3, limits)).toBe(-3);
  });

  it('disables minus at 0 or less in non-negative mode', () => {
    expect(stepperState('0', nonNegative)).toEqual({ canDecrease: false, canIncrease: true });
    expect(stepperState('-2', nonNegative).canDecrease).toBe(false);
    expect(stepperState('1', nonNegative).canDecrease).toBe(true);
    expect(stepperState('0', limits).canDecrease).toBe(true);
  });
});

function mount(markup: string, props = { nonNegative: true }) {
  const element = document.createElement('span');
  element.innerHTML = markup;
  document.body.append(element);
  const dispose = numberStepper(element, props, widgetContext(element, { name: 'number-stepper' }));
  const input = element.querySelector('input') as HTMLInputElement;
  const [minus, plus] = Array.from(element.querySelectorAll('button'));
  return {
    element,
    input,
    minus: minus as HTMLButtonElement,
    plus: plus as HTMLButtonElement,
    dispose,
  };
}

describe('number-stepper behaviour', () => {
  it('adds minus and plus around the input and steps with change events', () => {
    const { input, minus, plus, dispose } = mount('<input type="number" value="1" step="2">');
    const changes: string[] = [];
    input.addEventListener('change', () => changes.push(input.value));
    fireEvent.click(plus);
    expect(input.value).toBe('3');
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(input.value).toBe('0');
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus);
    expect(input.value).toBe('0');
    expect(changes).toEqual(['3', '1', '0']);
    dispose();
  });

  it('turns typed text into 0 and a negative value into 0 in non-negative mode', () => {
    const { input, minus, dispose } = mount('<input type="text" value="4">');
    input.value = 'abc';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(input.value).toBe('0');
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    input.value = '-5';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(input.value).toBe('0');
    dispose();
  });

  it('names its buttons in the page language once strings are loaded', async () => {
    const { minus, dispose } = mount('<input type="number" value="1">');
    await waitFor(() => expect(minus.getAttribute('aria-label')).toBe('Diminuer'));
    dispose();
  });

  it('removes its buttons when unmounted', () => {
    const { element, dispose } = mount('<input type="number" value="1">');
    dispose();
    expect(element.querySelectorAll('button')).toHaveLength(0);
    expect(element.classList.contains('vitrine-stepper')).toBe(false);
  });

  it('refuses a placeholder without an input', () => {
    const element = document.createElement('span');
    expect(() =>
      numberStepper(element, { nonNegative: false }, widgetContext(element, { name: 'x' })),
    ).toThrow(/needs an <input>/);
  });

  it('refuses an invalid data-non-negative', () => {
    const element = document.createElement('span');
    element.setAttribute('data-non-negative', 'maybe');
    const result = readProps(element, definition.props, 'number-stepper');
    expect(result.ok ? '' : result.message).toContain('data-non-negative');
  });
});
