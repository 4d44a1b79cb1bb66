import { loadI18n } from '../../../src/core/i18n';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import { clampNumber, readNumber, type StepperLimits, stepNumber, stepperState } from './stepper';
import './numberStepper.css';

const optional = (raw: string | null) => (raw === null || raw === '' ? undefined : Number(raw));

function limitsOf(input: HTMLInputElement, nonNegative: boolean): StepperLimits {
  const step = Number(input.step);
  return {
    step: Number.isFinite(step) && step > 0 ? step : 1,
    min: optional(input.getAttribute('min')),
    max: optional(input.getAttribute('max')),
    nonNegative,
  };
}

function button(label: string, text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'vitrine-stepper__button';
  element.setAttribute('aria-label', label);
  const glyph = document.createElement('span');
  glyph.setAttribute('aria-hidden', 'true');
  glyph.textContent = text;
  element.append(glyph);
  return element;
}

/**
 * Enhances the first input inside the placeholder. Changes fire `input` and `change` like a
 * typed value, so validation and ajax forms see them.
 */
const numberStepper: Behavior<Props> = (element, { nonNegative }) => {
  const input = element.querySelector('input');
  if (!input) throw new Error('number-stepper needs an <input> inside its placeholder');
  let disposed = false;
  const minus = button('−', '−');
  const plus = button('+', '+');
  element.classList.add('vitrine-stepper');
  input.before(minus);
  input.after(plus);
  if (input.id) {
    minus.setAttribute('aria-controls', input.id);
    plus.setAttribute('aria-controls', input.id);
  }

  const sync = () => {
    const state = stepperState(input.value, limitsOf(input, nonNegative));
    // aria-disabled, not disabled: the focus stays on a button that reached its bound.
    minus.setAttribute('aria-disabled', String(!state.canDecrease));
    plus.setAttribute('aria-disabled', String(!state.canIncrease));
  };
  const set = (value: number) => {
    input.value = String(value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    sync();
  };
  const press = (button: HTMLButtonElement, direction: 1 | -1) => () => {
    if (button.getAttribute('aria-disabled') === 'true') return;
    set(stepNumber(input.value, direction, limitsOf(input, nonNegative)));
  };
  const onMinus = press(minus, -1);
  const onPlus = press(plus, 1);
  // spec 000 §5: non-numeric becomes 0, and the floor holds for typed values too.
  const onTyped = () => {
    const limits = limitsOf(input, nonNegative);
    const value = clampNumber(readNumber(input.value), limits);
    if (String(value) !== input.value) set(value);
    else sync();
  };
  minus.addEventListener('click', onMinus);
  plus.addEventListener('click', onPlus);
  input.addEventListener('change', onTyped);
  input.addEventListener('input', sync);
  sync();
  void loadI18n().then((i18n) => {
    if (disposed) return;
    minus.setAttribute('aria-label', i18n.t('Core.DecreaseQuantity'));
    plus.setAttribute('aria-label', i18n.t('Core.IncreaseQuantity'));
  });

  return () => {
    disposed = true;
    minus.remove();
    plus.remove();
    element.classList.remove('vitrine-stepper');
    input.removeEventListener('change', onTyped);
    input.removeEventListener('input', sync);
  };
};

export default numberStepper;
