/**
 * What applying or removing a coupon comes to (spec 001 §4, §5, §8), apart from the form:
 * an empty code does nothing; a truthy answer is a valid coupon, a falsy one none available;
 * any failure is an error (a 401 opens the login modal through the failure policy).
 */
import { applyCoupon, removeCoupon } from '../../../src/api/cartOptions';
import { failureMessage } from '../../../src/core/errorPolicy';

export type CouponOutcome =
  | { kind: 'skipped' }
  | { kind: 'valid' }
  | { kind: 'invalid' }
  /** `message`: what to say; none when the login modal speaks instead. */
  | { kind: 'failed'; message: string | undefined };

/** spec 001 §8: "any coupon call failing: toast 'A error has occurred'". */
const FAILED = {
  fallback: 'Core.ErrorOccurred',
  serverMessage: 'none',
  network: 'Core.ErrorOccurred',
} as const;

export async function submitCoupon(code: string): Promise<CouponOutcome> {
  const trimmed = code.trim();
  if (!trimmed) return { kind: 'skipped' };
  try {
    return (await applyCoupon(trimmed)) ? { kind: 'valid' } : { kind: 'invalid' };
  } catch (error) {
    return { kind: 'failed', message: failureMessage(error, FAILED) };
  }
}

/** spec 001 §5: removal does nothing when the field is empty. */
export async function withdrawCoupon(code: string): Promise<CouponOutcome> {
  if (!code.trim()) return { kind: 'skipped' };
  try {
    await removeCoupon();
    return { kind: 'valid' };
  } catch (error) {
    return { kind: 'failed', message: failureMessage(error, FAILED) };
  }
}
