/** The tyre-fitting calendar (spec 001 §3, §4, §5, §7, §8, §9). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDialogs, shown } from '../../../src/test/dialogs';
import { never, passTime } from '../../../src/test/hung';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import TyreCalendar from './TyreCalendar';

vi.mock('../../../src/core/strings/fr.json', () => ({ default: {} }));

listen();
const STRINGS = {
  Tyres: {
    Loading: 'Chargement des disponibilités…',
    ChooseDay: 'Choisissez le jour',
    PreviousMonth: 'Mois précédent',
    NextMonth: 'Mois suivant',
    Unavailable: 'indisponible',
    ChosenDate: 'Date choisie',
    ClearDate: 'Effacer la date',
    Slot: 'Créneau horaire',
    ChooseSlot: 'Choisissez un créneau',
    LoadingSlots: 'Chargement des créneaux…',
    NoSlots: 'Plus aucun créneau',
    Retry: 'Réessayer',
    DateHint: 'Les jours barrés sont complets.',
  },
  Core: { ErrorServer: 'Le serveur n’a pas pu traiter votre demande.' },
  Manager: { NetworkError: 'Connexion perdue.' },
};

const AVAILABILITY = '*/api/v1/tyrestream/availability';
let asked: unknown[];

function answerMonths() {
  server.use(
    http.post(AVAILABILITY, async ({ request }) => {
      const body = (await request.json()) as { dates: { year: number; month: number }[] };
      asked.push(body);
      const month = body.dates[0]?.month === 11 ? '202611' : '202612';
      return HttpResponse.json({
        Dates: {
          Available: [`${month}25`, `${month}27`, `${month}21`],
          OutOfStock: [`${month}26`],
        },
      });
    }),
    http.get(`${AVAILABILITY}/:day`, ({ params }) =>
      HttpResponse.json({
        Slots:
          params.day === '20261127'
            ? []
            : [
                { Name: '08:30', Value: '0830' },
                { Name: '09:00', Value: '0900' },
              ],
      }),
    ),
  );
}

const show = () =>
  renderWithI18n(<TyreCalendar monthsLimit={6} dateName="Date" slotName="Slot" />, STRINGS);

beforeEach(() => {
  fakeDialogs();
  asked = [];
  // Tuesday 24 November 2026; only Date is faked, so user events keep their timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10, 0));
});
afterEach(() => vi.useRealTimers());

describe('tyre-calendar', () => {
  it('loads, then is used by keyboard alone: a day, its slots, clearing hides them', async () => {
    answerMonths();
    await show();
    expect(screen.getByRole('status').textContent).toBe('Chargement des disponibilités…');
    const grid = await screen.findByRole('grid', { name: 'Novembre 2026' });
    expect(asked).toEqual([{ dates: [{ year: 2026, month: 11 }] }]);
    const outOfStock = screen.getByRole('gridcell', {
      name: 'jeudi 26 novembre 2026, indisponible',
    });
    expect(outOfStock.getAttribute('aria-disabled')).toBe('true');
    // Before today, and closed days (listed nowhere), are unavailable too.
    expect(
      screen.getByRole('gridcell', { name: /^lundi 23 novembre 2026, indisponible$/ }),
    ).toBeTruthy();
    expect(grid).toBeTruthy();

    const user = userEvent.setup();
    const day = grid.querySelector('[data-day="2026-11-25"]') as HTMLElement;
    expect(day.textContent).toBe('25mercredi 25 novembre 2026');
    await user.click(day);
    const slot = await screen.findByRole('combobox', { name: 'Créneau horaire' });
    expect([...(slot as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      '0830',
      '0900',
    ]);
    expect(screen.getByText(/Date choisie.*25\/11\/2026/)).toBeTruthy();
    expect((document.querySelector('input[name="Date"]') as HTMLInputElement).value).toBe(
      '2026-11-25',
    );

    await user.click(screen.getByRole('button', { name: 'Effacer la date' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect((document.querySelector('input[name="Date"]') as HTMLInputElement).value).toBe('');

    await user.click(day);
    await screen.findByRole('combobox', { name: 'Créneau horaire' });
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(await screen.findByText('Plus aucun créneau')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    // A slow machine: many role queries over a whole month's grid.
  }, 20_000);

  it('asks the next month when Page Down shows it', async () => {
    answerMonths();
    await show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('gridcell', { name: 'mercredi 25 novembre 2026' }));
    await user.keyboard('{PageDown}');
    await screen.findByRole('grid', { name: 'Décembre 2026' });
    await waitFor(() =>
      expect(
        screen
          .getByRole('gridcell', { name: 'vendredi 25 décembre 2026' })
          .getAttribute('aria-disabled'),
      ).toBeNull(),
    );
    expect(asked).toContainEqual({ dates: [{ year: 2026, month: 12 }] });
  });

  it('hides the calendar and shows the ErrorMessage of an Error answer (spec 001 §8)', async () => {
    server.use(
      http.post(AVAILABILITY, () =>
        HttpResponse.json({ Error: true, ErrorMessage: 'Planning fermé' }),
      ),
    );
    await show();
    expect((await screen.findByRole('alert')).textContent).toBe('Planning fermé');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it.each([
    [
      'a 500',
      () => new HttpResponse(null, { status: 500 }),
      'Le serveur n’a pas pu traiter votre demande.',
    ],
    ['a network error', () => HttpResponse.error(), 'Connexion perdue.'],
    [
      'a malformed answer',
      () => HttpResponse.json({ Dates: 'soon' }),
      'Le serveur n’a pas pu traiter votre demande.',
    ],
  ])('says so on %s, and asks again on Retry', async (_, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(AVAILABILITY, failure));
    await show();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    answerMonths();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('grid', { name: 'Novembre 2026' })).toBeTruthy();
  });

  it('opens the login modal, back to this page, on a 401 and shows no calendar (spec 000 §8)', async () => {
    const dialogs = fakeDialogs();
    server.use(http.post(AVAILABILITY, () => new HttpResponse(null, { status: 401 })));
    await show();
    await waitFor(() => expect(shown(dialogs)).toEqual([{ login: location.pathname }]));
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the network failed, with Retry, once months never come (issue 16 §5)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date(2026, 10, 24, 10, 0));
    server.use(http.post(AVAILABILITY, never));
    await show();
    await passTime(1000);
    expect(screen.getByRole('status').textContent).toBe('Chargement des disponibilités…');

    await passTime();

    expect(screen.getByRole('alert').textContent).toBe('Connexion perdue.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
