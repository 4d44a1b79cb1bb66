/**
 * The Stimulus side of `npm run bench` (issue 16 §1), a page module bundled by peerBundles.ts:
 * a Stimulus 3.2 controller doing the DOM work of the `number-stepper` behaviour
 * (widgets/product/number-stepper/numberStepper.ts) with the same arithmetic (its stepper.ts):
 * two buttons around the input, their state, four listeners, the labels set once the page's
 * words are there (here a resolved promise, as the bundle's strings are once loaded).
 */
import { Application, Controller } from '@hotwired/stimulus';
import {
  clampNumber,
  readNumber,
  type StepperLimits,
  stepNumber,
  stepperState,
} from '../../../widgets/product/number-stepper/stepper';

const words = Promise.resolve({
  decrease: 'Diminuer la quantité',
  increase: 'Augmenter la quantité',
});

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

let connected = 0;
let expected = 0;
let allConnected: () => void = () => {};

class NumberStepper extends Controller<HTMLElement> {
  static override values = { nonNegative: Boolean };
  declare readonly nonNegativeValue: boolean;
  private dispose: (() => void) | undefined;

  override connect(): void {
    const element = this.element;
    const nonNegative = this.nonNegativeValue;
    const input = element.querySelector('input');
    if (!input) throw new Error('number-stepper needs an <input> inside it');
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
      minus.setAttribute('aria-disabled', String(!state.canDecrease));
      plus.setAttribute('aria-disabled', String(!state.canIncrease));
    };
    const set = (value: number) => {
      input.value = String(value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      sync();
    };
    const press = (pressed: HTMLButtonElement, direction: 1 | -1) => () => {
      if (pressed.getAttribute('aria-disabled') === 'true') return;
      set(stepNumber(input.value, direction, limitsOf(input, nonNegative)));
    };
    const onMinus = press(minus, -1);
    const onPlus = press(plus, 1);
    const onTyped = () => {
      const value = clampNumber(readNumber(input.value), limitsOf(input, nonNegative));
      if (String(value) !== input.value) set(value);
      else sync();
    };
    minus.addEventListener('click', onMinus);
    plus.addEventListener('click', onPlus);
    input.addEventListener('change', onTyped);
    input.addEventListener('input', sync);
    sync();
    void words.then((labels) => {
      if (disposed) return;
      minus.setAttribute('aria-label', labels.decrease);
      plus.setAttribute('aria-label', labels.increase);
    });
    this.dispose = () => {
      disposed = true;
      minus.remove();
      plus.remove();
      element.classList.remove('vitrine-stepper');
      input.removeEventListener('change', onTyped);
      input.removeEventListener('input', sync);
    };
    connected += 1;
    if (connected === expected) allConnected();
  }

  override disconnect(): void {
    this.dispose?.();
  }
}

/** Resolves once `count` more controllers have connected. */
function expect(count: number): Promise<void> {
  expected = connected + count;
  return new Promise((done) => {
    allConnected = done;
  });
}

declare global {
  interface Window {
    benchStimulus?: { expect: typeof expect };
  }
}

const application = Application.start();
application.register('number-stepper', NumberStepper);
window.benchStimulus = { expect };
