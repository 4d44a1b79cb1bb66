/**
 * The news calendar's month (spec 001 §2, §7): the fragment `widget/news/calendar/…` and the
 * news page's first paint are this one HTML. Accessible by itself, without script: a real
 * table whose caption names the month, the days with posts links to their day's page with an
 * `aria-label` saying the date and the number of posts; the previous and next months real
 * links. The news-calendar behaviour makes the table a grid (roving focus) when it mounts.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html, raw } from '../../shared/html';
import { type NewsFilter, postsOf } from './posts';

export interface MonthView extends NewsFilter {
  month: number;
  year: number;
  /** yyyy-mm-dd, the day whose list is shown. */
  selected?: string;
  /** yyyy-mm-dd, today on the server. */
  today: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
export const isoDay = (year: number, month: number, day: number) =>
  `${year}-${pad(month)}-${pad(day)}`;

/** The news page's address for a month, a day, a page of the list. */
export function newsHref(
  ctx: PageContext,
  query: { month?: number; year?: number; day?: number | undefined; pageindex?: number },
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return `${cultureRoot(ctx)}news${text ? `?${text}` : ''}`;
}

const utc = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month - 1, day));

export function calendarMonth(ctx: PageContext, view: MonthView) {
  const { month, year } = view;
  const t = ctx.t;
  const monthName = new Intl.DateTimeFormat(ctx.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(year, month));
  const dayName = new Intl.DateTimeFormat(ctx.locale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const counts = new Map<string, number>();
  for (const post of postsOf(view, `${year}-${pad(month)}`)) {
    counts.set(post.date, (counts.get(post.date) ?? 0) + 1);
  }
  const step = (rel: 'prev' | 'next') => {
    const date = utc(year, month + (rel === 'prev' ? -1 : 1));
    const [m, y] = [date.getUTCMonth() + 1, date.getUTCFullYear()];
    const label = t(rel === 'prev' ? 'News.PreviousMonth' : 'News.NextMonth');
    return html`<a class="news-calendar__step news-calendar__step--${rel}" href="${newsHref(ctx, { month: m, year: y })}" data-news-nav="${rel}" data-month="${m}" data-year="${y}" rel="${rel}"><span aria-hidden="true">${rel === 'prev' ? '‹' : '›'}</span><span class="visually-hidden">${label}</span></a>`;
  };
  // Monday first (the six cultures' week).
  const weekdays = Array.from({ length: 7 }, (_, index) => utc(2026, 11, 2 + index));
  const long = new Intl.DateTimeFormat(ctx.locale, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(ctx.locale, { weekday: 'short', timeZone: 'UTC' });
  const daysInMonth = utc(year, month + 1, 0).getUTCDate();
  const lead = (utc(year, month).getUTCDay() + 6) % 7;
  const cells: unknown[] = Array.from({ length: lead }, () => html`<td></td>`);
  for (let day = 1; day <= daysInMonth; day++) {
    const iso = isoDay(year, month, day);
    const count = counts.get(iso) ?? 0;
    const classes = [
      'news-calendar__day',
      count ? 'has-posts' : '',
      iso === view.today ? 'is-today' : '',
      iso === view.selected ? 'is-selected' : '',
    ].join(' ');
    const current = iso === view.today ? raw(' aria-current="date"') : '';
    const label = t('News.DayPosts', { date: dayName.format(utc(year, month, day)), count });
    cells.push(
      count
        ? html`<td class="${classes}" data-day="${iso}"${current}><a href="${newsHref(ctx, { month, year, day })}" data-news-day aria-label="${label}">${day}</a></td>`
        : html`<td class="${classes}" data-day="${iso}"${current}>${day}</td>`,
    );
  }
  while (cells.length % 7) cells.push(html`<td></td>`);
  const rows = Array.from({ length: cells.length / 7 }, (_, row) =>
    cells.slice(row * 7, row * 7 + 7),
  );
  const announce = t('News.MonthPosts', { month: monthName, count: counts.size });
  return html`<div class="news-calendar__month" data-news-month data-month="${month}" data-year="${year}" data-announce="${announce}">
  <div class="news-calendar__nav">${step('prev')}${step('next')}</div>
  <table class="news-calendar__grid">
    <caption class="news-calendar__caption">${monthName}</caption>
    <thead><tr>${weekdays.map((day) => html`<th scope="col" abbr="${long.format(day)}">${short.format(day)}</th>`)}</tr></thead>
    <tbody>${rows.map((row) => html`<tr>${row}</tr>`)}</tbody>
  </table>
</div>`;
}

/** The news-calendar widget's placeholder with its month inside, as a CMS template writes it. */
export function calendarWidget(ctx: PageContext, view: MonthView, listId: string) {
  return html`<div class="news-calendar" data-widget="news-calendar" data-category-ids="${JSON.stringify(view.categoryIds)}" data-display-children="${view.displayChildren}" data-month="${view.month}" data-year="${view.year}" data-list-id="${listId}">
  <div class="news-calendar__body" data-news-calendar-body>${calendarMonth(ctx, view)}</div>
  <p class="news-calendar__error-text" data-news-error hidden>${ctx.t('News.LoadFailed')}</p>
</div>`;
}
