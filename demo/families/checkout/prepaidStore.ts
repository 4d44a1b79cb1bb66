/**
 * The customers' prepaid accounts (issue 12; spec 001 §3 `PrepaidAccountId`): balances per
 * account, and the account chosen at checkout to pay part or all of the order.
 *
 * CONTRACT (coordinator): the exported signatures below are what the totals and the order
 * read. The choices slice fills them in.
 *
 * The demo customer (demo@vitrine.shop) has a gift card (25 €) and a prepaid account (500 €);
 * the company customer and guests have none. Balances live beside the session, so an order
 * paid with an account lowers its balance for this visitor only.
 */
import type { Session } from '../../shared/session';

export interface PrepaidAccount {
  PrepaidAccountId: number;
  Name: string;
  /** What the account is: its name on the page comes from the strings (Checkout.Prepaid_<kind>). */
  kind?: 'giftcard' | 'prepaid';
  /** EUR. */
  Balance: number;
}

/** The demo's accounts per customer e-mail: copied into each session that signs in. */
const SEEDED: Record<string, PrepaidAccount[]> = {
  'demo@vitrine.shop': [
    { PrepaidAccountId: 7001, Name: 'Gift card', kind: 'giftcard', Balance: 25 },
    { PrepaidAccountId: 7002, Name: 'Prepaid account', kind: 'prepaid', Balance: 500 },
  ],
};

interface PrepaidState {
  user: string;
  accounts: PrepaidAccount[];
  chosenId: number | undefined;
}

const states = new WeakMap<Session, PrepaidState>();

/** The session's state for its signed-in customer (fresh when another customer signs in). */
function stateOf(session: Session): PrepaidState | undefined {
  const user = session.user;
  if (!user) return undefined;
  let state = states.get(session);
  if (!state || state.user !== user) {
    state = {
      user,
      accounts: (SEEDED[user] ?? []).map((account) => ({ ...account })),
      chosenId: undefined,
    };
    states.set(session, state);
  }
  return state;
}

/** The signed-in customer's prepaid accounts (none for guests). */
export function prepaidAccountsOf(session: Session): PrepaidAccount[] {
  return stateOf(session)?.accounts ?? [];
}

/** The chosen prepaid account, if any. */
export function chosenPrepaidOf(session: Session): PrepaidAccount | undefined {
  const state = stateOf(session);
  return state?.accounts.find((account) => account.PrepaidAccountId === state.chosenId);
}

/**
 * Chooses the account to pay with (`undefined`: none). Returns false when the account is not
 * one of this customer's (nothing changes then).
 */
export function choosePrepaid(session: Session, accountId: number | undefined): boolean {
  const state = stateOf(session);
  if (accountId === undefined) {
    if (state) state.chosenId = undefined;
    return true;
  }
  if (!state?.accounts.some((account) => account.PrepaidAccountId === accountId)) return false;
  state.chosenId = accountId;
  return true;
}

/** Takes an order's prepaid part from the account's balance (when the order is placed). */
export function debitPrepaid(session: Session, accountId: number, amount: number): void {
  const account = prepaidAccountsOf(session).find((a) => a.PrepaidAccountId === accountId);
  if (!account || amount <= 0) return;
  account.Balance = Math.round((account.Balance - Math.min(amount, account.Balance)) * 100) / 100;
  const state = stateOf(session);
  // An emptied account is no longer a choice for the next order.
  if (state && account.Balance === 0 && state.chosenId === accountId) state.chosenId = undefined;
}

/** Told of each credit (the prepaid family registers one: its movements, decision 016). */
export type PrepaidCreditListener = (
  session: Session,
  credit: { accountId: number; amount: number; reference: string },
) => void;

let creditListener: PrepaidCreditListener | undefined;

/**
 * The prepaid family lends its movements this way: it cannot be imported from here, since it
 * imports this family's public.ts (decision 016, no cycle between public files). One listener;
 * registering again replaces it.
 */
export function onPrepaidCredit(listener: PrepaidCreditListener): void {
  creditListener = listener;
}

/**
 * Prepaid money paid for (issue 13): the account is credited, or a new prepaid account is
 * opened for the customer when `accountId` is null (or not one of theirs). Returns the
 * credited account's id; undefined for a guest (no account to credit).
 */
export function creditPrepaid(
  session: Session,
  accountId: number | null,
  amount: number,
  reference: string,
): number | undefined {
  const state = stateOf(session);
  if (!state || amount <= 0) return undefined;
  let account = state.accounts.find((a) => a.PrepaidAccountId === accountId);
  if (!account) {
    const highest = Math.max(7000, ...state.accounts.map((a) => a.PrepaidAccountId));
    account = {
      PrepaidAccountId: highest + 1,
      Name: 'Prepaid account',
      kind: 'prepaid',
      Balance: 0,
    };
    state.accounts.push(account);
  }
  account.Balance = Math.round((account.Balance + amount) * 100) / 100;
  creditListener?.(session, { accountId: account.PrepaidAccountId, amount, reference });
  return account.PrepaidAccountId;
}
