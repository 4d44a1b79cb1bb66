/**
 * The quantity rules of spec 000 §5, as pure functions shared by every quantity input (product
 * page, later the cart): min 1 and step 1 by default, max optional (0 or absent: none),
 * non-numeric becomes empty, step snapping (down, or one step up when increasing), clamping.
 */
export interface QuantityRule {
  min: number;
  step: number;
  /** 0 means no maximum. */
  max: number;
}

/** The largest quantity a line can carry when the product sets no maximum (the server's too). */
export const QUANTITY_CEILING = 999_999;

/** spec 000 §9: typing is corrected after this delay; other changes at once. */
export const QUANTITY_CORRECTION_DELAY = 600;

export function quantityRule(partial: Partial<QuantityRule> = {}): QuantityRule {
  const positive = (value: number | undefined, fallback: number) =>
    value !== undefined && Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
  return {
    min: positive(partial.min, 1),
    step: positive(partial.step, 1),
    max: positive(partial.max, 0),
  };
}

/** A whole number typed by the shopper, or undefined for anything else (spec 000 §5). */
export function parseQuantity(raw: string): number | undefined {
  const text = raw.trim();
  if (!/^\d+(?:[.,]\d+)?$/.test(text)) return undefined;
  return Math.floor(Number(text.replace(',', '.')));
}

/**
 * The corrected quantity text: '' when not a number; otherwise snapped to the step (the lower
 * multiple, or one step up when the value increased from `previous`) and clamped to min/max.
 */
export function correctQuantity(raw: string, rule: QuantityRule, previous?: number): string {
  const value = parseQuantity(raw);
  if (value === undefined) return '';
  let next = value;
  if (rule.step > 1 && next % rule.step !== 0) {
    // spec 000 §5: "snaps to the nearest lower multiple, or one step up when increasing".
    const lower = Math.floor(next / rule.step) * rule.step;
    next = previous !== undefined && value > previous ? lower + rule.step : lower;
  }
  if (next < lowest(rule)) next = lowest(rule);
  if (next > highest(rule)) next = highest(rule);
  return String(next);
}

/**
 * The largest orderable quantity: max (or the ceiling), lowered to a multiple of the step so
 * that plus never lands on a quantity the server refuses (step 3, max 10: 9).
 */
export function highest(rule: QuantityRule): number {
  const max = rule.max > 0 ? rule.max : QUANTITY_CEILING;
  const stepped = rule.step > 1 ? Math.floor(max / rule.step) * rule.step : max;
  return Math.max(stepped, lowest(rule));
}

/**
 * The smallest orderable quantity: min, raised to the first multiple of the step when the
 * product is sold by a step (a rule of step 3 and the default min 1 orders 3, not 1).
 */
export const lowest = (rule: QuantityRule): number =>
  rule.step > 1 ? Math.ceil(rule.min / rule.step) * rule.step : rule.min;

/** spec 000 §5: a variation refresh only for a number ≥ min and ≤ max (or no max). */
export function isValidQuantity(raw: string, rule: QuantityRule): boolean {
  const value = parseQuantity(raw);
  if (value === undefined || String(value) !== raw.trim()) return false;
  return value >= rule.min && value <= (rule.max > 0 ? rule.max : QUANTITY_CEILING);
}

/** The stepper's next value: one step from the current one, kept within the rule. */
export function stepQuantity(raw: string, rule: QuantityRule, direction: 1 | -1): string {
  const current = parseQuantity(raw) ?? lowest(rule);
  const base = direction > 0 ? current + rule.step : current - rule.step;
  return correctQuantity(String(Math.max(base, 0)), rule, direction > 0 ? current : undefined);
}

/** Whether minus and plus can still change the value. */
export function stepperBounds(raw: string, rule: QuantityRule): { atMin: boolean; atMax: boolean } {
  const value = parseQuantity(raw);
  return {
    atMin: value !== undefined && value <= lowest(rule),
    atMax: value !== undefined && value >= highest(rule),
  };
}
