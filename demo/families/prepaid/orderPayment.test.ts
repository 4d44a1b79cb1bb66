/** Paying an open order from a prepaid account (issue 13; spec 001 §2 make-payment page). */
import { describe, expect, it } from 'vitest';
import type { Session } from '../../shared/session';
import { type Order, prepaidAccountsOf } from '../checkout/public';
import { movementsOf } from './movements';
import { amountDueOf, payOrder } from './orderPayment';

const session = (): Session => ({
  id: 'test',
  antiForgeryToken: 't',
  culture: 'fr',
  currency: 'EUR',
  country: 'BE',
  user: 'demo@vitrine.shop',
});

const order = (toPay: number, lines: Partial<Order['lines'][number]>[] = []) =>
  ({
    id: 'o1',
    number: 'VT-2026-000001',
    status: 'AwaitingTransfer',
    totals: { toPay, prepaid: 0 },
    prepaidAccountId: undefined,
    lines,
  }) as unknown as Order;

const account = (s: Session, id: number) =>
  prepaidAccountsOf(s).find((a) => a.PrepaidAccountId === id) as ReturnType<
    typeof prepaidAccountsOf
  >[number];

describe('payOrder', () => {
  it('pays part from an account that cannot cover all; the rest still awaits the transfer', () => {
    const s = session();
    const o = order(39.9);
    expect(payOrder(s, o, account(s, 7001))).toEqual({ paid: 25, due: 14.9 });
    expect(account(s, 7001).Balance).toBe(0);
    expect(amountDueOf(s, o)).toBe(14.9);
    expect(o.status).toBe('AwaitingTransfer');
    const [newest] = movementsOf(s, account(s, 7001));
    expect(newest).toMatchObject({
      kind: 'payment',
      amount: -25,
      balanceAfter: 0,
      reference: o.number,
    });
  });

  it('pays all from an account that covers it, and the order is paid', () => {
    const s = session();
    const o = order(14.9);
    expect(payOrder(s, o, account(s, 7002))).toEqual({ paid: 14.9, due: 0 });
    expect(account(s, 7002).Balance).toBe(485.1);
    expect(o.status).toBe('Paid');
    expect(amountDueOf(s, o)).toBe(0);
  });

  it('credits the prepaid money the order bought once it is paid, and not before', () => {
    const s = session();
    const o = order(50, [{ name: 'Prepaid', quantity: 1, total: 20, prepaidAccountId: 7001 }]);
    payOrder(s, o, account(s, 7001));
    expect(o.status).toBe('AwaitingTransfer');
    expect(account(s, 7001).Balance).toBe(0);
    payOrder(s, o, account(s, 7002));
    expect(o.status).toBe('Paid');
    expect(account(s, 7001).Balance).toBe(20);
    expect(account(s, 7002).Balance).toBe(475);
  });

  it('keeps each movement’s balance consistent: the oldest opens the account from zero', () => {
    const s = session();
    const list = movementsOf(s, account(s, 7002));
    expect(list.length).toBeGreaterThanOrEqual(25);
    expect(list[0]?.balanceAfter).toBe(500);
    const oldest = list.at(-1);
    expect(oldest?.kind).toBe('opening');
    expect(oldest?.balanceAfter).toBe(oldest?.amount);
    expect(list.every((m) => m.balanceAfter >= 0)).toBe(true);
  });
});
