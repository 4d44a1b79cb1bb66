import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { basket } from '../../../src/core/stores/basket';
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

let answers: Array<Response | Record<string, unknown>> = [];
let requests = 0;
const server = setupServer(
  http.get('*/api/v1/shoppingcarts', () => {
    requests += 1;
    const answer = answers.shift();
    return answer instanceof Response ? answer : HttpResponse.json(answer);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  requests = 0;
  basket.store.setState({ status: 'idle', data: undefined });
});
afterEach(() => server.resetHandlers());

const summary = (count: number, incl: string, excl = incl) => ({
  ItemsCount: count,
  AmountTaxInclHtml: incl,
  AmountTaxExclHtml: excl,
});

describe('basket-summary', () => {
  it('shows the items count and the amount with tax, labelled for screen readers', async () => {
    answers = [summary(2, '45,00 €', '37,19 €')];
    await renderWithI18n(<BasketSummary amount="incl" />, strings);
    const link = await screen.findByRole('link', { name: 'Panier : 2 articles, 45,00 €' });
    expect(link.querySelector('.vitrine-basket-summary__count')?.textContent).toBe('2');
    expect(link.querySelector('.vitrine-basket-summary__amount')?.textContent).toBe('45,00 €');
  });

  it('is named by its own text, the words shown included, in order (WCAG 2.5.3)', async () => {
    answers = [summary(2, '45,00 €', '37,19 €')];
    await renderWithI18n(<BasketSummary amount="incl" />, strings);
    const link = await screen.findByRole('link', { name: /Panier/ });
    expect(link.hasAttribute('aria-label')).toBe(false);
    const visible = Array.from(
      link.querySelectorAll('span:not(.vitrine-visually-hidden)'),
      (span) => span.textContent,
    );
    expect(visible).toEqual(['2', '45,00 €']);
    expect(link.textContent).toBe('Panier : 2 articles, 45,00 €');
  });

  it('follows the word order of each language', async () => {
    answers = [summary(3, '9,00 €')];
    const reversed = { ShoppingCarts: { BasketSummaryLabel_other: '{{amount}} für {{count}}' } };
    await renderWithI18n(<BasketSummary amount="incl" />, reversed);
    const link = await screen.findByRole('link', { name: '9,00 € für 3' });
    expect(link.lastElementChild?.className).toBe('vitrine-basket-summary__count');
  });

  it('reads the amount it does not show', async () => {
    answers = [summary(1, '5,00 €')];
    await renderWithI18n(<BasketSummary amount="none" />, strings);
    const link = await screen.findByRole('link', { name: 'Panier : 1 article, 5,00 €' });
    expect(link.querySelector('.vitrine-basket-summary__amount')).toBeNull();
  });

  it('shows the amount without tax when asked, and links to the configured basket', async () => {
    answers = [summary(1, '12,10 €', '10,00 €')];
    await renderWithI18n(<BasketSummary amount="excl" basketUrl="/fr/panier" />, strings);
    const link = await screen.findByRole('link', { name: 'Panier : 1 article, 10,00 €' });
    expect(link.getAttribute('href')).toBe('/fr/panier');
  });

  it('refreshes on vitrine:basket-changed, with one request for two widgets', async () => {
    answers = [summary(0, '0,00 €'), summary(3, '30,00 €')];
    await renderWithI18n(
      <>
        <BasketSummary amount="incl" />
        <BasketSummary amount="none" />
      </>,
      strings,
    );
    // French counts zero in the singular.
    await screen.findAllByRole('link', { name: 'Panier : 0 article, 0,00 €' });
    expect(requests).toBe(1);
    emit('vitrine:basket-changed', {});
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /3 articles/ })).toHaveLength(2),
    );
    expect(requests).toBe(2);
  });

  it('refreshes when the page comes back from the back/forward cache', async () => {
    answers = [summary(1, '5,00 €'), summary(4, '20,00 €')];
    await renderWithI18n(<BasketSummary amount="incl" />, strings);
    await screen.findByRole('link', { name: /1 article/ });
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await screen.findByRole('link', { name: /4 articles/ });
  });

  // issue 10 §6: a widget whose data cannot load keeps the CMS's own fallback.
  const fallbackHtml = '<a class="basket-fallback" href="/fr/shoppingcarts">Mon panier</a>';

  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 })],
    ['a 401', () => new HttpResponse(null, { status: 401 })],
    ['a network error', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ ItemsCount: 'two' })],
  ])('shows the server fallback again after %s', async (_name, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answers = [answer()];
    await renderWithI18n(<BasketSummary amount="incl" />, strings, 'fr', fallbackHtml);
    const link = await screen.findByRole('link', { name: 'Mon panier' });
    expect(link.getAttribute('href')).toBe('/fr/shoppingcarts');
    expect(document.querySelector('.vitrine-basket-summary')).toBeNull();
  });

  it('comes back from the fallback when the basket changes and loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [new HttpResponse(null, { status: 500 }), summary(2, '45,00 €')];
    await renderWithI18n(<BasketSummary amount="incl" />, strings, 'fr', fallbackHtml);
    await screen.findByRole('link', { name: 'Mon panier' });
    emit('vitrine:basket-changed', {});
    await screen.findByRole('link', { name: 'Panier : 2 articles, 45,00 €' });
    expect(screen.queryByRole('link', { name: 'Mon panier' })).toBeNull();
  });

  it('keeps the last basket and says the summary is unavailable when a refresh fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [summary(1, '5,00 €'), new HttpResponse(null, { status: 500 })];
    await renderWithI18n(<BasketSummary amount="incl" />, strings, 'fr', fallbackHtml);
    const link = await screen.findByRole('link', { name: /1 article/ });
    emit('vitrine:basket-changed', {});
    await waitFor(() => expect(link.getAttribute('title')).toBe('Résumé indisponible'));
    expect(link.textContent).toContain('5,00 €');
    // issue 16 §5: on screen too, not only in the tooltip a touch screen never shows.
    expect(link.querySelector('.vitrine-basket-summary__stale')?.textContent).toBe('Non actualisé');
    expect(link.textContent).toBe('Panier : 1 article, 5,00 € Non actualisé');
  });

  it('logs a malformed answer, naming the endpoint', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answers = [{ ItemsCount: 'two' }];
    await renderWithI18n(<BasketSummary amount="incl" />, strings, 'fr', fallbackHtml);
    await screen.findByRole('link', { name: 'Mon panier' });
    expect(String(log.mock.calls[0]?.[0])).toContain('malformed answer from api/v1/shoppingcarts');
  });
});
