/**
 * The localization family's two choices through every failure of the fault matrix (issue 16
 * §4, §5; the family's table, beside one of its widgets). Both leave failures to the policy of
 * spec 000 §8 and put the choice back; a call that never answers ends after the time limit in
 * the generic error modal (decision 047).
 */
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../../../src/test/dialogs';
import { fakeClock, never, passTime } from '../../../src/test/hung';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import CurrencySelector from '../currency-selector/CurrencySelector';
import CountrySelector from './CountrySelector';

listen();
let dialogs: FakeDialogs;
let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  applyPageSettings({ currency: 'EUR' }, '/fr/catalog?page=2');
  dialogs = fakeDialogs();
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

const strings = { Currency: { Currency: 'Devise', Country: 'Pays' } };
const widgets = {
  currency: {
    path: '*/api/v1/currencyconverter/currency/changeto/*',
    method: 'post' as const,
    render: () => <CurrencySelector currencies={['EUR', 'USD']} />,
    label: 'Devise',
    before: 'EUR',
    after: 'USD',
  },
  country: {
    path: '*/api/v1/salestaxes/currentcountry',
    method: 'put' as const,
    render: () => <CountrySelector countries={['BE', 'DE']} current="BE" />,
    label: 'Pays',
    before: 'BE',
    after: 'DE',
  },
};

const faults = [
  ['a 401', () => new HttpResponse(null, { status: 401 }), [{ login: '/fr/catalog?page=2' }]],
  ['a 404', () => new HttpResponse(null, { status: 404 }), []],
  ['a 500', () => new HttpResponse(null, { status: 500 }), [{ error: 'Manager.UnknowsErrors' }]],
  ['a network error', () => HttpResponse.error(), []],
] as const;

async function choose(name: keyof typeof widgets, answer: () => Response | Promise<Response>) {
  const widget = widgets[name];
  server.use(http[widget.method](widget.path, answer));
  await renderWithI18n(widget.render(), strings);
  const select = screen.getByLabelText<HTMLSelectElement>(widget.label);
  fireEvent.change(select, { target: { value: widget.after } });
  return { select, widget };
}

describe('localization choices that fail', () => {
  for (const name of ['currency', 'country'] as const) {
    it.each(faults)(
      `${name}: %s shows what spec 000 §8 says and puts the choice back`,
      async (_, answer, opened) => {
        const { select, widget } = await choose(name, answer);

        await vi.waitFor(() => expect(select.value).toBe(widget.before));
        expect(shown(dialogs)).toEqual(opened);
        expect(reload).not.toHaveBeenCalled();
      },
    );

    it(`${name}: an answer that never comes ends in the generic error modal, the choice back`, async () => {
      fakeClock();
      const { select, widget } = await choose(name, never);
      await passTime(1000);
      expect(select.value).toBe(widget.after);

      await passTime();

      expect(select.value).toBe(widget.before);
      expect(shown(dialogs)).toEqual([{ error: 'Manager.UnknowsErrors' }]);
      expect(reload).not.toHaveBeenCalled();
    });
  }
});
