/** Prepaid accounts (issue 12; spec 001 §3 `PrepaidAccountId`) and the form's posted choices. */
import { describe, expect, it } from 'vitest';
import type { Session } from '../../shared/session';
import { paymentMethodOf } from './paymentChoice';
import { applyPostedChoices } from './postedChoices';
import { choosePrepaid, chosenPrepaidOf, debitPrepaid, prepaidAccountsOf } from './prepaidStore';

const session = (user?: string): Session => ({
  id: 'test',
  antiForgeryToken: 't',
  culture: 'fr',
  currency: 'EUR',
  country: 'BE',
  user,
});

describe('prepaid accounts', () => {
  it('gives the demo customer a gift card and a prepaid account; the company and guests none', () => {
    expect(prepaidAccountsOf(session('demo@vitrine.shop')).map((a) => a.Balance)).toEqual([
      25, 500,
    ]);
    expect(prepaidAccountsOf(session('pro@vitrine.shop'))).toEqual([]);
    expect(prepaidAccountsOf(session())).toEqual([]);
  });

  it('chooses only the customer’s own account, and forgets it for another customer', () => {
    const s = session('demo@vitrine.shop');
    expect(choosePrepaid(s, 9999)).toBe(false);
    expect(choosePrepaid(s, 7001)).toBe(true);
    expect(chosenPrepaidOf(s)?.PrepaidAccountId).toBe(7001);
    s.user = 'pro@vitrine.shop';
    expect(chosenPrepaidOf(s)).toBeUndefined();
    expect(choosePrepaid(s, 7001)).toBe(false);
  });

  it('debits at most the balance; an emptied account is no longer chosen', () => {
    const s = session('demo@vitrine.shop');
    choosePrepaid(s, 7001);
    debitPrepaid(s, 7001, 10.25);
    expect(prepaidAccountsOf(s)[0]?.Balance).toBe(14.75);
    debitPrepaid(s, 7001, 100);
    expect(prepaidAccountsOf(s)[0]?.Balance).toBe(0);
    expect(chosenPrepaidOf(s)).toBeUndefined();
    debitPrepaid(s, 7002, -5);
    expect(prepaidAccountsOf(s)[1]?.Balance).toBe(500);
  });
});

describe('the posted choices (no script)', () => {
  it('applies the prepaid account and the payment method; refuses what is not allowed', () => {
    const s = session('demo@vitrine.shop');
    expect(applyPostedChoices(s, { PrepaidAccountId: '7002', PaymentMethod: 'card' })).toEqual([]);
    expect(chosenPrepaidOf(s)?.PrepaidAccountId).toBe(7002);
    expect(paymentMethodOf(s)).toBe('card');
    expect(
      applyPostedChoices(s, {
        PrepaidAccountId: 'x',
        PaymentMethod: 'cash',
        ShippingMethodId: '1501',
      }),
    ).toEqual(['ShippingMethodId', 'PrepaidAccountId', 'PaymentMethod']);
    expect(applyPostedChoices(s, { PrepaidAccountId: '', ShippingMethodId: '211' })).toEqual([]);
    expect(chosenPrepaidOf(s)).toBeUndefined();
  });
});
