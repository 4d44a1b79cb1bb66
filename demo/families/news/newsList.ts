/**
 * The news lists (spec 001 §2, §9): a day's posts (the fragment `widget/news/newslist/…`, and
 * the news page with `?day=`) or all posts, a page at a time; the pager's links use the
 * `pageindex` query parameter of content pages and work without script.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { newsHref } from './calendar';
import { type NewsPost, pageOf } from './posts';
import { strings } from './strings';

export const longDate = (ctx: PageContext, iso: string) =>
  new Intl.DateTimeFormat(ctx.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

export const categoryName = (ctx: PageContext, id: number) =>
  strings[ctx.culture].pages.categories[id as 1 | 2 | 3 | 4] ?? '';

export function postCard(ctx: PageContext, post: NewsPost) {
  const text = strings[ctx.culture].pages;
  const { title, summary } = text.posts[post.slug];
  const meta = text.published
    .replace('{{date}}', longDate(ctx, post.date))
    .replace('{{category}}', categoryName(ctx, post.categoryId));
  return html`<li class="news-item">
  <img class="news-item__image" src="${ctx.base}media/news-posts/${post.slug}.svg" alt="" width="640" height="360" loading="lazy" />
  <div class="news-item__text">
    <h3 class="news-item__title"><a href="${cultureRoot(ctx)}news/posts/${post.slug}">${title}</a></h3>
    <p class="news-item__meta">${meta}</p>
    <p class="news-item__summary">${summary}</p>
  </div>
</li>`;
}

export interface ListView {
  posts: readonly NewsPost[];
  pageIndex: number;
  perPage: number;
  /** The day shown (yyyy-mm-dd), or all posts. */
  day?: string;
  /** The calendar's month, kept in the pager's and the "all posts" links. */
  month: number;
  year: number;
}

function pager(ctx: PageContext, view: ListView, page: number, pages: number) {
  if (pages < 2) return '';
  const text = strings[ctx.culture].pages;
  const day = view.day ? Number(view.day.slice(8)) : undefined;
  const href = (pageindex: number) =>
    newsHref(ctx, { month: view.month, year: view.year, day, pageindex });
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return html`<nav class="news-pager" aria-label="${text.pager}">
  <p class="news-pager__status">${text.pageOf.replace('{{page}}', String(page)).replace('{{pages}}', String(pages))}</p>
  <ul class="news-pager__links">
    ${page > 1 ? html`<li><a href="${href(page - 1)}" rel="prev">${text.previous}</a></li>` : ''}
    ${numbers.map((n) =>
      n === page
        ? html`<li><a href="${href(n)}" aria-current="page">${n}</a></li>`
        : html`<li><a href="${href(n)}">${n}</a></li>`,
    )}
    ${page < pages ? html`<li><a href="${href(page + 1)}" rel="next">${text.next}</a></li>` : ''}
  </ul>
</nav>`;
}

/** The list's content: its heading (`#news-list-title`), posts, pager and way back. */
export function newsList(ctx: PageContext, view: ListView) {
  const text = strings[ctx.culture].pages;
  const { items, page, pages } = pageOf(view.posts, view.pageIndex, view.perPage);
  const title = view.day
    ? text.dayTitle.replace('{{date}}', longDate(ctx, view.day))
    : text.allPosts;
  const announce = ctx.t('News.ListPosts', { title, count: view.posts.length });
  return html`<div class="news-list" data-news-list data-announce="${announce}">
  <h2 class="news-list__title" id="news-list-title">${title}</h2>
  ${view.day ? '' : html`<p class="news-list__hint">${text.pickDay}</p>`}
  ${
    items.length
      ? html`<ul class="news-list__posts">${items.map((post) => postCard(ctx, post))}</ul>`
      : html`<p class="news-list__empty">${text.noPosts}</p>`
  }
  ${pager(ctx, view, page, pages)}
  ${view.day ? html`<p class="news-list__all"><a href="${newsHref(ctx, { month: view.month, year: view.year })}">${text.showAll}</a></p>` : ''}
</div>`;
}
