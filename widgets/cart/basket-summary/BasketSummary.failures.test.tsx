/**
 * The header basket when its call is slow, hung or not found (issue 16 §4, §5): the first
 * answer awaited shows as loading, a call that never answers ends after the time limit
 * (decision 047) in the failure the policy shows (spec 000 §8), and a failed refresh says so on
 * screen. 500, 401, network and malformed answers: BasketSummary.test.tsx.
 */
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { basket } from '../../../src/core/stores/basket';
import { type FakeDialogs, fakeDialogs, shown } from '../../../src/test/dialogs';
import { fakeClock, never, passTime } from '../../../src/test/hung';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import BasketSummary from './BasketSummary';

const strings = {
  ShoppingCarts: {
    Basket: 'Panier',
    BasketSummaryLabel_one: 'Panier : {{count}} article, {{amount}}',
    BasketSummaryLabel_other: 'Panier : {{count}} articles, {{amount}}',
    SummaryUnavailable: 'Résumé indisponible',
    SummaryStale: 'Non actualisé',
  },
};
const fallbackHtml = '<a href="/fr/shoppingcarts">Mon panier</a>';
const summary = { ItemsCount: 1, AmountTaxInclHtml: '5,00 €', AmountTaxExclHtml: '4,13 €' };

listen();

let answers: Array<() => Response | Promise<Response>>;
let dialogs: FakeDialogs;

beforeEach(() => {
  basket.store.setState({ status: 'idle', data: undefined });
  dialogs = fakeDialogs();
  answers = [];
  server.use(http.get('*/api/v1/shoppingcarts', () => (answers.shift() ?? never)()));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

const render = () => renderWithI18n(<BasketSummary amount="incl" />, strings, 'fr', fallbackHtml);
const summaryLink = () => document.querySelector('.vitrine-basket-summary');

describe('basket-summary: a basket that never answers (issue 16 §5)', () => {
  it('shows it is loading, then the server link and the generic error after the time limit', async () => {
    fakeClock();
    answers = [never];
    await render();
    await passTime(0);
    expect(summaryLink()?.getAttribute('aria-busy')).toBe('true');
    expect(summaryLink()?.querySelector('.vitrine-basket-summary__count--pending')).not.toBeNull();

    await passTime();

    expect(screen.getByRole('link', { name: 'Mon panier' })).toBeTruthy();
    expect(summaryLink()).toBeNull();
    expect(shown(dialogs)).toEqual([{ error: 'Manager.UnknowsErrors' }]);
  });

  it('keeps the last basket when a refresh hangs, then says on screen it is not up to date', async () => {
    answers = [() => HttpResponse.json(summary)];
    await render();
    const link = await screen.findByRole('link', { name: 'Panier : 1 article, 5,00 €' });
    fakeClock();
    answers = [never];
    emit('vitrine:basket-changed', {});
    await passTime(0);
    expect(link.querySelector('.vitrine-basket-summary__stale')).toBeNull();

    await passTime();

    expect(link.querySelector('.vitrine-basket-summary__stale')?.textContent).toBe('Non actualisé');
    expect(link.getAttribute('title')).toBe('Résumé indisponible');
    expect(link.textContent).toContain('5,00 €');
  });

  it('asks again on the next basket change once the hung call has timed out', async () => {
    fakeClock();
    answers = [never, () => HttpResponse.json({ ...summary, ItemsCount: 3 })];
    await render();
    await passTime();
    emit('vitrine:basket-changed', {});
    vi.useRealTimers();

    await screen.findByRole('link', { name: 'Panier : 3 articles, 5,00 €' });
    expect(screen.queryByRole('link', { name: 'Mon panier' })).toBeNull();
  });
});

describe('basket-summary: not found (spec 000 §8)', () => {
  it('keeps the server link on a 404, with no dialog (the policy logs it)', async () => {
    answers = [() => new HttpResponse(null, { status: 404 })];
    await render();

    await screen.findByRole('link', { name: 'Mon panier' });
    expect(shown(dialogs)).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('404 not found'));
  });
});
