/** Coupon states (spec 001 §4, §5, §8): skipped, valid, not available, failed. */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { fakeClock, neverAnswer, passTime } from '../../../src/test/hung';
import { listen, server } from '../../../src/test/msw';
import { submitCoupon, withdrawCoupon } from './couponActions';

listen();
let dialogs: FakeDialogs;
const sent: unknown[] = [];
beforeEach(() => {
  dialogs = fakeDialogs();
  sent.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

const answer = (respond: () => Response) =>
  server.use(
    http.post('*/api/v1/shoppingcarts/coupon', async ({ request }) => {
      sent.push(await request.json());
      return respond();
    }),
  );

describe('applying a coupon', () => {
  it('does nothing for an empty code (no request)', async () => {
    expect(await submitCoupon('   ')).toEqual({ kind: 'skipped' });
  });

  it('is valid on a truthy answer and sends the code trimmed', async () => {
    answer(() => HttpResponse.json(true));
    expect(await submitCoupon(' BIENVENUE10 ')).toEqual({ kind: 'valid' });
    expect(sent).toEqual([{ CouponCode: 'BIENVENUE10' }]);
  });

  it.each([false, 0, '', null])('is not available on a falsy answer (%j)', async (value) => {
    answer(() => HttpResponse.json(value));
    expect(await submitCoupon('SOLDES2024')).toEqual({ kind: 'invalid' });
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a 404', () => new HttpResponse('Not found', { status: 404 })],
    [
      'a refusal with a server message',
      () => HttpResponse.json({ Message: 'Nope' }, { status: 422 }),
    ],
    ['a page instead of JSON (malformed)', () => HttpResponse.html('<html>login</html>')],
    ['a network error', () => HttpResponse.error()],
  ])('fails with "an error has occurred" on %s (spec 001 §8)', async (_, respond) => {
    answer(respond);
    expect(await submitCoupon('BIENVENUE10')).toEqual({
      kind: 'failed',
      message: 'Core.ErrorOccurred',
    });
    expect(dialogs.login).not.toHaveBeenCalled();
  });

  it('opens the login modal on a 401, and says nothing more', async () => {
    answer(() => new HttpResponse(null, { status: 401 }));
    expect(await submitCoupon('FIDELITE15')).toEqual({ kind: 'failed', message: undefined });
    expect(dialogs.login).toHaveBeenCalledOnce();
  });
});

describe('removing a coupon', () => {
  it('does nothing when the field is empty, deletes otherwise', async () => {
    const deleted = vi.fn();
    server.use(
      http.delete('*/api/v1/shoppingcarts/coupon', () => {
        deleted();
        return HttpResponse.json(true);
      }),
    );
    expect(await withdrawCoupon('')).toEqual({ kind: 'skipped' });
    expect(deleted).not.toHaveBeenCalled();
    expect(await withdrawCoupon('BIENVENUE10')).toEqual({ kind: 'valid' });
    expect(deleted).toHaveBeenCalledOnce();
  });

  it('fails on a 500', async () => {
    server.use(
      http.delete('*/api/v1/shoppingcarts/coupon', () => new HttpResponse(null, { status: 500 })),
    );
    expect(await withdrawCoupon('X')).toEqual({ kind: 'failed', message: 'Core.ErrorOccurred' });
  });

  it('fails with "an error has occurred" once a call never answered in time (issue 16 §5)', async () => {
    fakeClock();
    answer(neverAnswer);
    let outcome: unknown;
    void submitCoupon('LENT').then((result) => {
      outcome = result;
    });
    await passTime(1000);
    expect(outcome).toBeUndefined();

    await passTime();

    expect(outcome).toEqual({ kind: 'failed', message: 'Core.ErrorOccurred' });
    expect(dialogs.toast).not.toHaveBeenCalled();
  });
});
