/**
 * The news section (issue 15; spec 001 §2, §9): the calendar beside the list, which shows the
 * chosen day's posts (`?month=&year=&day=`) or all posts, 3 a page (`pageindex`). Everything
 * works without script: the calendar's months and days and the pager are real links.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { calendarWidget, isoDay } from './calendar';
import { categoryName, longDate, newsList } from './newsList';
import { type NewsFilter, type NewsPost, postsOf } from './posts';
import { strings } from './strings';

/** spec 001 §9: 3 posts per page, children not displayed; the page lists every category. */
export const PAGE_FILTER: NewsFilter = { categoryIds: [1, 2, 3, 4], displayChildren: false };
export const PER_PAGE = 3;

export const todayIso = (now = new Date()) =>
  isoDay(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());

export interface NewsQuery {
  month: number;
  year: number;
  day?: string;
  pageIndex: number;
}

const int = (value: string | undefined) => (value && /^\d{1,4}$/.test(value) ? Number(value) : NaN);

/** The page's query, read leniently: anything wrong falls back to this month, all posts. */
export function readNewsQuery(query: Record<string, string | undefined>, today: string): NewsQuery {
  let year = int(query.year);
  let month = int(query.month);
  if (!(year >= 2000 && year <= 2100 && month >= 1 && month <= 12)) {
    year = Number(today.slice(0, 4));
    month = Number(today.slice(5, 7));
  }
  const day = int(query.day);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pageIndex = int(query.pageindex);
  return {
    year,
    month,
    ...(day >= 1 && day <= last ? { day: isoDay(year, month, day) } : {}),
    pageIndex: Math.max(pageIndex || 1, 1),
  };
}

export function newsPage(ctx: PageContext, query: NewsQuery) {
  const text = strings[ctx.culture].pages;
  const today = todayIso();
  const posts = postsOf(PAGE_FILTER, query.day ?? '');
  const view = {
    ...PAGE_FILTER,
    month: query.month,
    year: query.year,
    today,
    ...(query.day ? { selected: query.day } : {}),
  };
  const body = html`<section class="content-page news-page">
  <h1>${text.title}</h1>
  <p class="news-page__intro">${text.intro}</p>
  <div class="news-layout">
    <section class="news-layout__calendar" aria-labelledby="news-calendar-title">
      <h2 id="news-calendar-title">${text.calendarTitle}</h2>
      ${calendarWidget(ctx, view, 'news-list')}
    </section>
    <section class="news-layout__list" id="news-list" aria-labelledby="news-list-title">
      ${newsList(ctx, { posts, pageIndex: query.pageIndex, perPage: PER_PAGE, month: query.month, year: query.year, ...(query.day ? { day: query.day } : {}) })}
    </section>
  </div>
</section>`;
  return layout(ctx, { title: text.title, body, bodyClass: 'news' });
}

export function postPage(ctx: PageContext, post: NewsPost) {
  const text = strings[ctx.culture].pages;
  const { title, summary } = text.posts[post.slug];
  const [year, month, day] = post.date.split('-').map(Number) as [number, number, number];
  const category = categoryName(ctx, post.categoryId);
  const back = `${cultureRoot(ctx)}news?month=${month}&year=${year}&day=${day}`;
  const body = html`<article class="content-page news-article">
  <p class="news-article__back"><a href="${back}">${text.backToNews}</a></p>
  <h1>${title}</h1>
  <p class="news-item__meta">${text.published.replace('{{date}}', longDate(ctx, post.date)).replace('{{category}}', category)}</p>
  <img class="news-article__image" src="${ctx.base}media/news-posts/${post.slug}.svg" alt="" width="640" height="360" />
  <p class="news-article__lead">${summary}</p>
  <p>${text.body.replace('{{category}}', category)}</p>
</article>`;
  return layout(ctx, { title, body, bodyClass: 'news' });
}
