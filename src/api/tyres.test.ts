import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { isAbort } from '../core/http';
import { gate, listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { MalformedAnswerError } from './parse';
import { availabilityRequest, fetchAvailability, fetchSlots } from './tyres';

listen();
beforeEach(() => {
  applyPageSettings(
    { appPath: '/shop/', antiForgeryToken: 'token-1' },
    '/shop/fr/tyres/appointment',
  );
});

describe('the tyre availability request (spec 001 §3, §7)', () => {
  it('lists year and month of each month asked, across the new year', () => {
    expect(availabilityRequest({ year: 2026, month: 11 }, 4)).toEqual({
      dates: [
        { year: 2026, month: 11 },
        { year: 2026, month: 12 },
        { year: 2027, month: 1 },
        { year: 2027, month: 2 },
      ],
    });
    expect(availabilityRequest({ year: 2026, month: 12 })).toEqual({
      dates: [{ year: 2026, month: 12 }],
    });
  });

  it('posts {dates} as JSON with the token and reads the date lists', async () => {
    const seen: { body: unknown; token: string | null; path: string }[] = [];
    server.use(
      http.post('*/shop/api/v1/tyrestream/availability', async ({ request }) => {
        seen.push({
          body: await request.json(),
          token: request.headers.get('RequestVerificationToken'),
          path: new URL(request.url).pathname,
        });
        return HttpResponse.json({ Dates: { Available: ['20261125'], OutOfStock: ['20261126'] } });
      }),
    );
    const answer = await fetchAvailability(availabilityRequest({ year: 2026, month: 11 }));
    expect(answer).toEqual({ Dates: { Available: ['20261125'], OutOfStock: ['20261126'] } });
    expect(seen).toEqual([
      {
        body: { dates: [{ year: 2026, month: 11 }] },
        token: 'token-1',
        path: '/shop/api/v1/tyrestream/availability',
      },
    ]);
  });

  it('aborts the call in flight when a newer one starts (spec 001 §4)', async () => {
    const held = gate();
    const asked: unknown[] = [];
    server.use(
      http.post('*/shop/api/v1/tyrestream/availability', async ({ request }) => {
        const body = (await request.json()) as { dates: { month: number }[] };
        asked.push(body.dates[0]?.month);
        if (body.dates[0]?.month === 11) await held.promise;
        return HttpResponse.json({ Dates: { Available: [`2026${body.dates[0]?.month}01`] } });
      }),
    );
    const first = fetchAvailability(availabilityRequest({ year: 2026, month: 11 }));
    const firstOutcome = first.then(
      () => 'answered',
      (error: unknown) => (isAbort(error) ? 'aborted' : 'failed'),
    );
    const second = await fetchAvailability(availabilityRequest({ year: 2026, month: 12 }));
    held.open();
    expect(await firstOutcome).toBe('aborted');
    expect(second).toEqual({ Dates: { Available: ['20261201'] } });
  });

  it('reads the Error answer, and refuses a malformed one', async () => {
    server.use(
      http.post('*/shop/api/v1/tyrestream/availability', () =>
        HttpResponse.json({ Error: true, ErrorMessage: 'Planning indisponible' }),
      ),
    );
    expect(await fetchAvailability(availabilityRequest({ year: 2026, month: 11 }))).toEqual({
      Error: true,
      ErrorMessage: 'Planning indisponible',
    });
    server.use(
      http.post('*/shop/api/v1/tyrestream/availability', () =>
        HttpResponse.json({ Dates: { Available: ['2026-11-25'] } }),
      ),
    );
    const error = await fetchAvailability(availabilityRequest({ year: 2026, month: 11 })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MalformedAnswerError);
  });

  it('asks a day’s slots at availability/{yyyymmdd}', async () => {
    server.use(
      http.get('*/shop/api/v1/tyrestream/availability/20261125', () =>
        HttpResponse.json({ Slots: [{ Name: '08:30', Value: '0830' }] }),
      ),
    );
    expect(await fetchSlots('20261125')).toEqual({ Slots: [{ Name: '08:30', Value: '0830' }] });
  });
});
