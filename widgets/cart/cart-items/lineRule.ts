/**
 * A basket line's quantity as the fragment writes it (spec 000 §5): the input carries the
 * line's rule in `data-min`, `data-step`, `data-max` (max already lowered to the stock), the
 * line its quantity the server holds in `data-quantity`.
 */
import {
  correctQuantity,
  type QuantityRule,
  quantityRule,
  stepperBounds,
  stepQuantity,
} from '../../../src/ui/quantity';

export const lineOf = (node: Element | null): HTMLElement | null =>
  node?.closest<HTMLElement>('[data-line]') ?? null;

export const lineId = (line: HTMLElement): number => Number(line.dataset.line);

export const inputOf = (line: HTMLElement): HTMLInputElement | null =>
  line.querySelector<HTMLInputElement>('input[name="Quantity"]');

/** The quantity the server holds for the line (as last rendered). */
export const serverQuantity = (line: HTMLElement): number => Number(line.dataset.quantity);

export function ruleOf(input: HTMLInputElement): QuantityRule {
  const read = (name: string) => Number(input.dataset[name]);
  return quantityRule({ min: read('min'), step: read('step'), max: read('max') });
}

/** Minus and plus say whether they can still change the value (aria-disabled keeps focus). */
export function syncSteppers(line: HTMLElement, input: HTMLInputElement): void {
  if (input.readOnly) return;
  const { atMin, atMax } = stepperBounds(input.value, ruleOf(input));
  for (const button of line.querySelectorAll<HTMLButtonElement>('[data-quantity-step]')) {
    const down = button.dataset.quantityStep === '-1';
    button.setAttribute('aria-disabled', String(down ? atMin : atMax));
  }
}

/** One step of the stepper, within the rule; undefined when the button is at its bound. */
export function stepped(input: HTMLInputElement, direction: 1 | -1): string | undefined {
  if (input.readOnly) return undefined;
  const next = stepQuantity(input.value, ruleOf(input), direction);
  return next === input.value ? undefined : next;
}

/**
 * A typed quantity corrected by the rule (spec 000 §5); nothing usable (empty, letters) goes
 * back to the quantity the server holds.
 */
export function corrected(input: HTMLInputElement, line: HTMLElement): string {
  const held = serverQuantity(line);
  const fixed = correctQuantity(input.value, ruleOf(input), held);
  return fixed === '' ? String(held) : fixed;
}
