import { newsCalendarPath, newsListPath } from '../../../src/api/news';
import { failureMessage } from '../../../src/core/errorPolicy';
import { fetchFragment, parseFragment, replaceContent } from '../../../src/core/fragment';
import { cultureUrl } from '../../../src/core/paths';
import type { Behavior } from '../../../src/core/widget';
import { cellOf, DAY, dayFor, focusTarget, rove, select, upgrade } from './calendarGrid';
import type { Props } from './index';
import '../../../src/ui/visuallyHidden.css';
import './newsCalendar.css';

const MONTH = '[data-news-month]';
const LIST = '[data-news-list]';
const BUSY = 'vitrine-news-calendar--busy';

/** Where focus goes once a month is shown: the same month link, or a day. */
type FocusAfter = { nav: string } | { day: string } | undefined;

/** The answer's root matching `selector`, or undefined: anything else is malformed. */
function rootOf(html: string, selector: string): Element | undefined {
  for (const node of parseFragment(html)) {
    if (!(node instanceof Element)) continue;
    const root = node.matches(selector) ? node : node.querySelector(selector);
    if (root) return root;
  }
  return undefined;
}

class MalformedFragment extends Error {
  override readonly name = 'MalformedFragment';
}

// The generic text when the server wrote none; i18next loads only then (spec 001 §8).
const translate = (key: string): Promise<string> =>
  import('../../../src/core/i18n')
    .then(({ loadI18n }) => loadI18n())
    .then((i18n) => i18n.t(key))
    .catch(() => key);

const newsCalendar: Behavior<Props> = (element, props) => {
  const query = {
    categoryIds: props.categoryIds,
    displayChildren: props.displayChildren,
    postsPerPage: props.postsPerPage,
  };
  let body = element.querySelector<HTMLElement>('[data-news-calendar-body]');
  if (!body) {
    body = document.createElement('div');
    body.dataset.newsCalendarBody = '';
    element.prepend(body);
  }
  const calendar = body;
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.className = 'vitrine-visually-hidden';
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.className = 'vitrine-news-calendar__alert';
  element.append(status, alert);
  const serverText = element.querySelector('[data-news-error]')?.textContent?.trim();
  const list = () => (props.listId ? document.getElementById(props.listId) : null);
  const requests = { month: new AbortController(), list: new AbortController() };
  let chosen = calendar.querySelector<HTMLElement>(`${DAY}.is-selected`)?.dataset.day;

  const announce = (text: string | null | undefined) => {
    status.textContent = text ?? '';
  };

  const fail = async (error: unknown) => {
    // An abort says nothing; a 401 opens the login dialog (spec 000 §8).
    if (failureMessage(error, { serverMessage: 'none' }) === undefined) return;
    if (!(error instanceof MalformedFragment)) console.warn('[vitrine] news-calendar:', error);
    alert.textContent = serverText || (await translate('News.LoadFailed'));
  };

  async function load(
    kind: 'month' | 'list',
    target: HTMLElement,
    path: string,
    selector: string,
  ): Promise<boolean> {
    requests[kind].abort();
    const request = new AbortController();
    requests[kind] = request;
    target.setAttribute('aria-busy', 'true');
    target.classList.add(BUSY);
    try {
      const html = await fetchFragment(cultureUrl(path), { signal: request.signal });
      if (!rootOf(html, selector)) throw new MalformedFragment(path);
      await replaceContent(target, html);
      if (request.signal.aborted) return false;
      alert.textContent = '';
      announce(target.querySelector(selector)?.getAttribute('data-announce'));
      return true;
    } catch (error) {
      if (!request.signal.aborted) await fail(error);
      return false;
    } finally {
      if (requests[kind] === request) {
        target.removeAttribute('aria-busy');
        target.classList.remove(BUSY);
      }
    }
  }

  async function showMonth(month: number, year: number, focus: FocusAfter) {
    const hadFocus = calendar.contains(document.activeElement);
    const path = newsCalendarPath(query, month, year);
    if (!(await load('month', calendar, path, MONTH))) return;
    if (chosen) select(calendar, chosen);
    upgrade(calendar);
    if (focus && 'day' in focus) {
      const cell = cellOf(calendar, focus.day);
      if (cell) {
        rove(calendar, cell);
        focusTarget(cell).focus();
      }
    } else if (focus && hadFocus) {
      calendar.querySelector<HTMLElement>(`[data-news-nav="${focus.nav}"]`)?.focus();
    }
  }

  async function showDay(cell: HTMLElement) {
    const target = list();
    const day = cell.dataset.day;
    if (!target || !day) return;
    rove(calendar, cell);
    if (await load('list', target, newsListPath(query, day), LIST)) {
      chosen = day;
      select(calendar, day);
    }
  }

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    if (event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>(
      'a[data-news-nav], a[data-news-day]',
    );
    if (!link || !calendar.contains(link)) return;
    if (link.dataset.newsNav) {
      event.preventDefault();
      const month = Number(link.dataset.month);
      const year = Number(link.dataset.year);
      void showMonth(month, year, { nav: link.dataset.newsNav });
      return;
    }
    const cell = link.closest<HTMLElement>(DAY);
    // Without a list to fill, the link opens the day's page.
    if (!cell || !list()) return;
    event.preventDefault();
    void showDay(cell);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const cell = (event.target as Element).closest<HTMLElement>(DAY);
    if (!cell || !calendar.contains(cell) || event.altKey || event.ctrlKey || event.metaKey) return;
    const link = cell.querySelector<HTMLAnchorElement>('a[data-news-day]');
    if (event.key === ' ' || event.key === 'Enter') {
      // Enter on a link follows it (onClick); Space does the same; a day without posts does nothing.
      if (event.key === ' ' || !link) event.preventDefault();
      if (event.key === ' ') link?.click();
      return;
    }
    const day = cell.dataset.day ?? '';
    const next = dayFor(day, { key: event.key, shiftKey: event.shiftKey });
    if (!next) return;
    event.preventDefault();
    const target = cellOf(calendar, next);
    if (target) {
      rove(calendar, target);
      focusTarget(target).focus();
      return;
    }
    void showMonth(Number(next.slice(5, 7)), Number(next.slice(0, 4)), { day: next });
  };

  element.addEventListener('click', onClick);
  element.addEventListener('keydown', onKeyDown);
  const shown = calendar.querySelector<HTMLElement>(MONTH);
  const now = new Date();
  const month = props.month ?? (shown ? Number(shown.dataset.month) : now.getMonth() + 1);
  const year = props.year ?? (shown ? Number(shown.dataset.year) : now.getFullYear());
  if (shown && Number(shown.dataset.month) === month && Number(shown.dataset.year) === year) {
    upgrade(calendar);
  } else {
    void showMonth(month, year, undefined);
  }

  return () => {
    element.removeEventListener('click', onClick);
    element.removeEventListener('keydown', onKeyDown);
    requests.month.abort();
    requests.list.abort();
    status.remove();
    alert.remove();
    calendar.removeAttribute('aria-busy');
  };
};

export default newsCalendar;
