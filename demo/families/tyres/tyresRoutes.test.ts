import { describe, expect, it } from 'vitest';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';
import { TYRES_ERROR_COOKIE } from './tyresRoutes';

const app = await createApp({ ...defaultOptions(), base: '/' });

/** A Monday-to-Saturday day with free slots, a week or more ahead, as yyyymmdd. */
async function openDay(json: (path: string) => Promise<{ body: Record<string, unknown> }>) {
  const now = new Date();
  for (let steps = 7; steps < 40; steps += 1) {
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + steps);
    const day = `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
    const { body } = await json(`api/v1/tyrestream/availability/${day}`);
    const slots = body.Slots as { Name: string; Value: string }[];
    if (slots.length) return { day, slot: slots[0] as { Name: string; Value: string } };
  }
  throw new Error('no open day');
}

describe('the tyre family of the demo', () => {
  it('books a free slot for this session only, the plate cleaned, and refuses it twice', async () => {
    const shopper = await shopperOf(app, '/', false);
    const page = await (await shopper.request('fr/tyres/appointment')).text();
    const token = /name="__RequestVerificationToken" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const { day, slot } = await openDay(shopper.json);
    const book = () =>
      shopper.request('fr/tyres/appointment', {
        method: 'POST',
        body: new URLSearchParams({
          __RequestVerificationToken: token,
          Name: 'Marie Dubois',
          Email: 'marie@example.com',
          Plate: '1-abc 234',
          Date: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`,
          Slot: slot.Value,
        }),
      });
    const booked = await (await book()).text();
    expect(booked).toContain('Rendez-vous confirmé');
    expect(booked).toContain('1ABC234');
    expect(booked).toContain(slot.Name);
    const again = await (await book()).text();
    expect(again).toContain('Ce créneau vient d’être réservé');

    const mine = await shopper.json(`api/v1/tyrestream/availability/${day}`);
    expect((mine.body.Slots as { Value: string }[]).map((s) => s.Value)).not.toContain(slot.Value);
    const other = await shopperOf(app, '/', false);
    const theirs = await other.json(`api/v1/tyrestream/availability/${day}`);
    expect((theirs.body.Slots as { Value: string }[]).map((s) => s.Value)).toContain(slot.Value);
  });

  it('answers Error with its ErrorMessage when the demo cookie asks, and 400 to a bad request', async () => {
    const home = await app.request('/fr/');
    const session = (home.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const token = /"antiForgeryToken":"([^"]+)"/.exec(await home.text())?.[1] ?? '';
    const asked = (cookie: string, body: unknown) =>
      app.request('/api/v1/tyrestream/availability', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          RequestVerificationToken: token,
          Cookie: [session, cookie].filter(Boolean).join('; '),
        },
        body: JSON.stringify(body),
      });
    const month = { year: new Date().getFullYear(), month: new Date().getMonth() + 1 };
    const error = await asked(`${TYRES_ERROR_COOKIE}=error`, { dates: [month] });
    expect(await error.json()).toEqual({
      Error: true,
      ErrorMessage: expect.stringContaining('02 555 01 23'),
    });
    const fine = (await (await asked('', { dates: [month] })).json()) as { Dates: object };
    expect(Object.keys(fine.Dates)).toEqual(['Available', 'OutOfStock']);
    const bad = await asked('', { dates: [{ year: 2026, month: 13 }] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ Message: 'dates: [{year, month}] expected' });
  });
});
