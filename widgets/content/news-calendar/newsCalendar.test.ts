import { fireEvent, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetI18n } from '../../../src/core/i18n';
import { readProps } from '../../../src/core/props';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { listen, server, stringResources } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import definition, { type Props } from './index';
import newsCalendar from './newsCalendar';
import { listHtml, monthHtml } from './testMonth';

listen();

const htmlAnswer = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html' } });

let asked: string[] = [];
let calendarAnswer: (month: number, year: number) => Response;
let listAnswer: (day: string) => Response;
let dialogs: FakeDialogs;

beforeEach(() => {
  applyPageSettings({}, '/fr/news');
  dialogs = fakeDialogs();
  asked = [];
  calendarAnswer = (month, year) => htmlAnswer(monthHtml(year, month, [3, 17]));
  listAnswer = (day) => htmlAnswer(listHtml(day, 2));
  resetI18n();
  server.use(
    stringResources({ News: { LoadFailed: 'Les actualités n’ont pas pu être chargées.' } }),
    http.get(
      '*/fr/widget/news/calendar/:ids/:children/:perPage/:month/:year',
      ({ request, params }) => {
        asked.push(new URL(request.url).pathname);
        return calendarAnswer(Number(params.month), Number(params.year));
      },
    ),
    http.get('*/fr/widget/news/newslist/:ids/:children/:perPage/:day', ({ request, params }) => {
      asked.push(new URL(request.url).pathname);
      return listAnswer(String(params.day));
    }),
  );
});

function mount(attributes = '', content = monthHtml(2026, 11, [12, 27])) {
  document.body.innerHTML = `<div data-widget="news-calendar" data-category-ids="[1,2]" data-list-id="day-list" ${attributes}>
    <div data-news-calendar-body>${content}</div>
    <p data-news-error hidden>Erreur générique du serveur.</p>
  </div><section id="day-list"><p>All posts</p></section>`;
  const element = document.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
  const parsed = readProps<Props>(element, definition.props, 'news-calendar');
  if (!parsed.ok) throw new Error('bad props');
  const dispose = newsCalendar(
    element,
    parsed.props,
    widgetContext(element, { name: 'news-calendar' }),
  );
  const list = document.getElementById('day-list') as HTMLElement;
  const status = element.querySelector('[role="status"]') as HTMLElement;
  const alert = element.querySelector('[role="alert"]') as HTMLElement;
  return { element, list, status, alert, dispose };
}

const caption = (element: HTMLElement) => element.querySelector('caption')?.textContent;
const day = (element: HTMLElement, iso: string) =>
  element.querySelector<HTMLElement>(`td[data-day="${iso}"]`) as HTMLElement;
const focusable = (cell: HTMLElement) => cell.querySelector<HTMLElement>('a') ?? cell;

describe('news-calendar (spec 001 §2, §7)', () => {
  it('makes the month a grid with one tabbable day, the first with posts', () => {
    const { element, dispose } = mount();
    expect(element.querySelector('table')?.getAttribute('role')).toBe('grid');
    const tabbable = element.querySelectorAll('[tabindex="0"]');
    expect(tabbable).toHaveLength(1);
    expect(tabbable[0]?.textContent).toBe('12');
    expect(day(element, '2026-11-12').getAttribute('aria-selected')).toBe('false');
    dispose();
  });

  it('loads the next month with the spec 001 §9 defaults, announces it and keeps focus on the link', async () => {
    const { element, status, dispose } = mount();
    const next = element.querySelector<HTMLAnchorElement>(
      '[data-news-nav="next"]',
    ) as HTMLAnchorElement;
    next.focus();
    fireEvent.click(next);
    expect(element.querySelector('[data-news-calendar-body]')?.getAttribute('aria-busy')).toBe(
      'true',
    );
    await waitFor(() => expect(caption(element)).toBe('12/2026'));
    expect(asked).toEqual(['/fr/widget/news/calendar/1,2/false/3/12/2026']);
    expect(status.textContent).toBe('Month 12/2026: 2 days with posts');
    expect(document.activeElement?.getAttribute('data-news-nav')).toBe('next');
    expect(element.querySelector('[data-news-calendar-body]')?.hasAttribute('aria-busy')).toBe(
      false,
    );
    dispose();
  });

  it('loads a day into the list, marks it selected and announces the list', async () => {
    const { element, list, status, dispose } = mount(
      'data-posts-per-page="5" data-display-children="true"',
    );
    fireEvent.click(day(element, '2026-11-27').querySelector('a') as HTMLElement);
    await waitFor(() => expect(list.textContent).toContain('2026-11-27'));
    expect(asked).toEqual(['/fr/widget/news/newslist/1,2/true/5/2026-11-27']);
    expect(status.textContent).toBe('2026-11-27: 2 posts');
    expect(day(element, '2026-11-27').getAttribute('aria-selected')).toBe('true');
    expect(day(element, '2026-11-12').getAttribute('aria-selected')).toBe('false');
    dispose();
  });

  it('starts on the month of its attributes when the server wrote another one', async () => {
    const { element, dispose } = mount('data-month="2" data-year="2027"');
    await waitFor(() => expect(caption(element)).toBe('2/2027'));
    expect(asked).toEqual(['/fr/widget/news/calendar/1,2/false/3/2/2027']);
    dispose();
  });
});

describe('news-calendar keyboard (the grid pattern)', () => {
  it('moves between days with the arrows, Home and End, and opens a day with Enter or Space', async () => {
    const { element, list, dispose } = mount();
    const start = focusable(day(element, '2026-11-12'));
    start.focus();
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day(element, '2026-11-13'));
    expect(day(element, '2026-11-13').tabIndex).toBe(0);
    expect(start.tabIndex).toBe(-1);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('27');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(day(element, '2026-11-23'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(day(element, '2026-11-29'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement as Element, { key: ' ' });
    await waitFor(() => expect(list.textContent).toContain('2026-11-27'));
    dispose();
  });

  it('does nothing on Enter on a day without posts', () => {
    const { element, dispose } = mount();
    const cell = day(element, '2026-11-13');
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    cell.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(asked).toEqual([]);
    dispose();
  });

  it('goes to the next month past the last day, focusing the day it moved to', async () => {
    const { element, dispose } = mount();
    const last = day(element, '2026-11-30');
    focusable(last).focus();
    fireEvent.keyDown(last, { key: 'ArrowRight' });
    await waitFor(() => expect(caption(element)).toBe('12/2026'));
    expect(document.activeElement).toBe(day(element, '2026-12-01'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageUp' });
    await waitFor(() => expect(caption(element)).toBe('11/2026'));
    expect(document.activeElement).toBe(day(element, '2026-11-01'));
    dispose();
  });
});

describe('news-calendar failures (spec 001 §8: inline danger alert, generic text)', () => {
  const failures: [string, () => Response][] = [
    ['a 500', () => htmlAnswer('Internal Server Error', 500)],
    ['a network error', () => HttpResponse.error()],
    ['a malformed answer', () => htmlAnswer('<p>Not a calendar</p>')],
    ['an empty answer', () => htmlAnswer('')],
  ];

  it.each(failures)(
    'keeps the month shown after %s and says the generic text',
    async (_, answer) => {
      calendarAnswer = answer;
      const { element, alert, dispose } = mount();
      fireEvent.click(element.querySelector('[data-news-nav="prev"]') as HTMLElement);
      await waitFor(() => expect(alert.textContent).toBe('Erreur générique du serveur.'));
      expect(caption(element)).toBe('11/2026');
      expect(element.querySelector('[data-news-calendar-body]')?.hasAttribute('aria-busy')).toBe(
        false,
      );
      dispose();
    },
  );

  it.each(failures)(
    'keeps the list shown after %s and says the generic text',
    async (_, answer) => {
      listAnswer = answer;
      const { element, list, alert, dispose } = mount();
      fireEvent.click(day(element, '2026-11-12').querySelector('a') as HTMLElement);
      await waitFor(() => expect(alert.textContent).toBe('Erreur générique du serveur.'));
      expect(list.textContent).toBe('All posts');
      expect(day(element, '2026-11-12').getAttribute('aria-selected')).toBe('false');
      dispose();
    },
  );

  it('clears the alert once a load succeeds', async () => {
    calendarAnswer = () => htmlAnswer('oops', 500);
    const { element, alert, dispose } = mount();
    fireEvent.click(element.querySelector('[data-news-nav="next"]') as HTMLElement);
    await waitFor(() => expect(alert.textContent).not.toBe(''));
    calendarAnswer = (month, year) => htmlAnswer(monthHtml(year, month));
    fireEvent.click(element.querySelector('[data-news-nav="next"]') as HTMLElement);
    await waitFor(() => expect(caption(element)).toBe('12/2026'));
    expect(alert.textContent).toBe('');
    dispose();
  });

  it('says the translated text when the server wrote none', async () => {
    listAnswer = () => htmlAnswer('', 500);
    const { element, alert, dispose } = mount();
    element.querySelector('[data-news-error]')?.remove();
    dispose();
    const again = newsCalendar(
      element,
      { categoryIds: [1], displayChildren: false, postsPerPage: 3, listId: 'day-list' },
      widgetContext(element, { name: 'news-calendar' }),
    );
    fireEvent.click(day(element, '2026-11-12').querySelector('a') as HTMLElement);
    const shownAlert = element.querySelector('[role="alert"]') as HTMLElement;
    await waitFor(() =>
      expect(shownAlert.textContent).toBe('Les actualités n’ont pas pu être chargées.'),
    );
    expect(alert.isConnected).toBe(false);
    again();
  });

  it('opens the login dialog on a 401, without an alert', async () => {
    listAnswer = () => htmlAnswer('', 401);
    const { element, alert, dispose } = mount();
    fireEvent.click(day(element, '2026-11-12').querySelector('a') as HTMLElement);
    await waitFor(() => expect(dialogs.login).toHaveBeenCalledWith('/fr/news'));
    expect(alert.textContent).toBe('');
    dispose();
  });
});
