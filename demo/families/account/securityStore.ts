/**
 * The security state of the demo (issue 13, spec 001 §2): two-factor sign-in and changed
 * passwords, per session and customer (like the checkout's prepaid store), so parallel e2e
 * workers signed in as the same customer never see each other's changes.
 */
import { randomInt } from 'node:crypto';
import type { Session } from '../../shared/session';
import { newSecret, verifyTotp } from './totp';

interface CustomerSecurity {
  /** The secret in use once two-factor is on. */
  secret?: string | undefined;
  /** The secret offered by the "turn on" step, until a code confirms it. */
  pending?: string | undefined;
  /** A changed password (the seeded one otherwise). */
  password?: string;
}

const states = new WeakMap<Session, Map<string, CustomerSecurity>>();
/** A sign-in whose password was right, waiting for its two-factor code. */
const pendingSignIns = new WeakMap<Session, { email: string; returnUrl: string }>();

function stateOf(session: Session, email: string): CustomerSecurity {
  let byCustomer = states.get(session);
  if (!byCustomer) {
    byCustomer = new Map();
    states.set(session, byCustomer);
  }
  let state = byCustomer.get(email);
  if (!state) {
    state = {};
    byCustomer.set(email, state);
  }
  return state;
}

export const twoFactorOn = (session: Session, email: string): boolean =>
  stateOf(session, email).secret !== undefined;

/** The secret the "turn on" step shows: a new one the first time, the same one until confirmed. */
export function pendingSecret(session: Session, email: string): string {
  const state = stateOf(session, email);
  state.pending ??= newSecret();
  return state.pending;
}

/** Turns two-factor on when the code matches the pending secret; returns recovery codes. */
export function confirmTwoFactor(session: Session, email: string, code: string): string[] | null {
  const state = stateOf(session, email);
  if (!state.pending || !verifyTotp(state.pending, code)) return null;
  state.secret = state.pending;
  state.pending = undefined;
  return Array.from({ length: 8 }, () =>
    String(randomInt(0, 10 ** 8))
      .padStart(8, '0')
      .replace(/^(\d{4})/, '$1-'),
  );
}

/** Turns two-factor off when the code matches the secret in use. */
export function disableTwoFactor(session: Session, email: string, code: string): boolean {
  const state = stateOf(session, email);
  if (!state.secret || !verifyTotp(state.secret, code)) return false;
  state.secret = undefined;
  return true;
}

/** The customer's password in this session: the changed one, else the seeded one. */
export const passwordOf = (session: Session, email: string, seeded: string): string =>
  stateOf(session, email).password ?? seeded;

export function setPassword(session: Session, email: string, password: string): void {
  stateOf(session, email).password = password;
}

/** Holds a sign-in until its code comes (the password was right, two-factor is on). */
export function awaitCode(session: Session, email: string, returnUrl: string): void {
  pendingSignIns.set(session, { email, returnUrl });
}

/** The waiting sign-in when `code` is the customer's code now (then it is done), else null. */
export function completeSignIn(
  session: Session,
  code: string,
): { email: string; returnUrl: string } | null {
  const pending = pendingSignIns.get(session);
  const secret = pending && stateOf(session, pending.email).secret;
  if (!pending || !secret || !verifyTotp(secret, code)) return null;
  pendingSignIns.delete(session);
  return pending;
}

/** Is a sign-in waiting for its code? */
export const codeAwaited = (session: Session): boolean => pendingSignIns.has(session);
