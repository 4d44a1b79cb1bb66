/** The stepper's arithmetic (spec 000 §5), apart from the DOM so it is tested as a table. */
export interface StepperLimits {
  step: number;
  min?: number | undefined;
  max?: number | undefined;
  nonNegative: boolean;
}

/** spec 000 §5: non-numeric becomes 0. */
export function readNumber(raw: string): number {
  const value = Number(raw.trim().replace(',', '.'));
  return raw.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

export function clampNumber(value: number, limits: StepperLimits): number {
  let next = value;
  if (limits.nonNegative && next < 0) next = 0;
  if (limits.min !== undefined && next < limits.min) next = limits.min;
  if (limits.max !== undefined && next > limits.max) next = limits.max;
  return next;
}

export function stepNumber(raw: string, direction: 1 | -1, limits: StepperLimits): number {
  // Round to the step's decimals: 0.1 + 0.2 must show 0.3.
  const decimals = (String(limits.step).split('.')[1] ?? '').length;
  const next = Number((readNumber(raw) + direction * limits.step).toFixed(decimals));
  return clampNumber(next, limits);
}

/** Minus is disabled at the floor (0 in non-negative mode, or min); plus at max. */
export function stepperState(raw: string, limits: StepperLimits) {
  const value = readNumber(raw);
  const floor = Math.max(limits.nonNegative ? 0 : -Infinity, limits.min ?? -Infinity);
  return {
    canDecrease: value > floor,
    canIncrease: limits.max === undefined || value < limits.max,
  };
}
