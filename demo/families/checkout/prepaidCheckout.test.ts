/**
 * Prepaid money through the checkout (issue 13): a basket holding only prepaid money is an
 * order (no shipping asked), its credit line is listed and counted without VAT, and a paid
 * order credits the account (or opens one) with a movement told to the prepaid family.
 */
import { describe, expect, it } from 'vitest';
import type { Session } from '../../shared/session';
import type { Translate } from '../../shared/t';
import { addPrepaidCredit } from '../cart/public';
import { checkoutTotals } from './checkoutTotals';
import { checkCheckout } from './orderValidation';
import { orderPaid, placeOrder } from './placeOrder';
import { onPrepaidCredit, prepaidAccountsOf } from './prepaidStore';

const session = (id: string, user?: string): Session => ({
  id,
  antiForgeryToken: 't',
  culture: 'fr',
  currency: 'EUR',
  country: 'BE',
  user,
});
const t: Translate = (key) => key;
const FIELDS = { PaymentMethod: 'banktransfer', AcceptTerms: 'true' };

describe('a basket holding only prepaid money', () => {
  it('may be ordered without a shipping method', () => {
    const s = session('only-prepaid', 'demo@vitrine.shop');
    expect(checkCheckout(s, 'fr', FIELDS, t).message).toBe('Checkout.EmptyBasket');
    addPrepaidCredit(s, { accountId: 7001, amount: 50 });
    const checked = checkCheckout(s, 'fr', FIELDS, t);
    expect(checked.message).toBeUndefined();
    expect(checked.errors).toEqual({});
  });

  it('counts the credit in the totals, without VAT', () => {
    const s = session('totals', 'demo@vitrine.shop');
    addPrepaidCredit(s, { accountId: 7001, amount: 50 });
    const totals = checkoutTotals(s);
    expect(totals.totalIncl).toBe(50);
    expect(totals.tax).toBe(0);
    expect(totals.toPay).toBe(50);
  });

  it('becomes an order line; a bank transfer credits nothing until paid', () => {
    const s = session('transfer', 'demo@vitrine.shop');
    const told: number[] = [];
    onPrepaidCredit((_, credit) => told.push(credit.accountId, credit.amount));
    addPrepaidCredit(s, { accountId: 7001, amount: 50 });
    const order = placeOrder(s, 'fr', 'key-transfer', 'banktransfer');
    expect(order.status).toBe('AwaitingTransfer');
    expect(order.lines).toMatchObject([{ prepaidAccountId: 7001, total: 50, quantity: 1 }]);
    expect(order.totals.totalIncl).toBe(50);
    expect(prepaidAccountsOf(s)[0]?.Balance).toBe(25);
    expect(told).toEqual([]);
  });

  it('credits the account once the order is paid, and opens a new one for a null account', () => {
    const s = session('card', 'demo@vitrine.shop');
    const told: number[] = [];
    onPrepaidCredit((_, credit) => told.push(credit.accountId, credit.amount));
    addPrepaidCredit(s, { accountId: 7001, amount: 50 });
    addPrepaidCredit(s, { accountId: null, amount: 20 });
    const order = placeOrder(s, 'fr', 'key-card', 'card');
    expect(prepaidAccountsOf(s)[0]?.Balance).toBe(25);
    orderPaid(s, order);
    orderPaid(s, order);
    const accounts = prepaidAccountsOf(s);
    expect(accounts[0]?.Balance).toBe(75);
    expect(accounts[2]).toMatchObject({ PrepaidAccountId: 7003, Balance: 20 });
    expect(order.lines[1]?.prepaidAccountId).toBe(7003);
    expect(told).toEqual([7001, 50, 7003, 20]);
  });
});
