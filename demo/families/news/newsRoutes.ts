/**
 * The news family of the demo CMS (issue 15; spec 001 §2, §7, §8, §9): the news section, a
 * post's page, the two fragments of the news-calendar widget and the posts' pictures. Every
 * fragment segment is checked and a wrong one answers 400 with a short text; the cookie
 * `vitrine_news_demo=error` makes both fragments answer 500 (QA, spec 001 §8).
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { fragmentContext, renderPage } from '../../shared/context';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { calendarMonth, isoDay } from './calendar';
import { newsList } from './newsList';
import { newsPage, postPage, readNewsQuery, todayIso } from './newsPage';
import { isCategoryId, postBySlug, postImageSvg, postsOf } from './posts';
import { strings } from './strings';

export const NEWS_ERROR_COOKIE = 'vitrine_news_demo';

export interface FragmentFilter {
  categoryIds: number[];
  displayChildren: boolean;
  postsPerPage: number;
}

/** The segments common to both fragments, or the name of the wrong one. */
export function readFilter(
  ids: string,
  children: string,
  perPage: string,
): FragmentFilter | string {
  if (!/^\d{1,6}(,\d{1,6}){0,49}$/.test(ids)) return 'categoryIds';
  const categoryIds = ids.split(',').map(Number);
  if (!categoryIds.every(isCategoryId)) return 'categoryIds';
  if (children !== 'true' && children !== 'false') return 'displayChildren';
  const postsPerPage = /^\d{1,2}$/.test(perPage) ? Number(perPage) : 0;
  if (postsPerPage < 1 || postsPerPage > 50) return 'postsPerPage';
  return { categoryIds, displayChildren: children === 'true', postsPerPage };
}

/** yyyy-mm-dd of a real day between 2000 and 2100, or undefined. */
export function readDay(value: string): [number, number, number] | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || day < 1) return undefined;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate() ? [year, month, day] : undefined;
}

const failing = (c: Context<Env>) => getCookie(c, NEWS_ERROR_COOKIE) === 'error';

export function newsFamily(): Family {
  const routes = new Hono<Env>();
  const culturePrefix = '/:culture/widget/news';

  const bad = (c: Context<Env>, field: string) => {
    const culture = c.req.param('culture') ?? 'fr';
    const text = strings[isCulture(culture) ? culture : 'fr'].pages.badRequest;
    return c.text(text.replace('{{field}}', field), 400);
  };

  routes.get(`${culturePrefix}/calendar/:ids/:children/:perPage/:month/:year`, (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    const filter = readFilter(c.req.param('ids'), c.req.param('children'), c.req.param('perPage'));
    if (typeof filter === 'string') return bad(c, filter);
    const { month: m, year: y } = c.req.param();
    const month = /^\d{1,2}$/.test(m) ? Number(m) : 0;
    if (month < 1 || month > 12) return bad(c, 'month');
    const year = /^\d{4}$/.test(y) ? Number(y) : 0;
    if (year < 2000 || year > 2100) return bad(c, 'year');
    if (failing(c)) return c.text('Internal Server Error', 500);
    const ctx = fragmentContext(c, culture);
    return c.html(
      calendarMonth(ctx, { ...filter, month, year, today: todayIso() }) as unknown as string,
    );
  });

  routes.get(`${culturePrefix}/newslist/:ids/:children/:perPage/:day`, (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    const filter = readFilter(c.req.param('ids'), c.req.param('children'), c.req.param('perPage'));
    if (typeof filter === 'string') return bad(c, filter);
    const day = readDay(c.req.param('day'));
    if (!day) return bad(c, 'year-month-day');
    if (failing(c)) return c.text('Internal Server Error', 500);
    const ctx = fragmentContext(c, culture);
    const iso = isoDay(...day);
    const view = {
      posts: postsOf(filter, iso),
      pageIndex: 1,
      perPage: filter.postsPerPage,
      day: iso,
      year: day[0],
      month: day[1],
    };
    return c.html(newsList(ctx, view) as unknown as string);
  });

  routes.get('/:culture/news', (c) =>
    renderPage(c, 'news', (ctx) => newsPage(ctx, readNewsQuery(c.req.query(), todayIso()))),
  );
  routes.get('/:culture/news/posts/:slug', (c) => {
    const post = postBySlug(c.req.param('slug'));
    if (!post) return c.notFound();
    return renderPage(c, `news/posts/${post.slug}`, (ctx) => postPage(ctx, post));
  });
  routes.get('/media/news-posts/:file', (c) => {
    const post = postBySlug(c.req.param('file').replace(/\.svg$/, ''));
    if (!post || !c.req.param('file').endsWith('.svg')) return c.notFound();
    return new Response(postImageSvg(post), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      },
    });
  });
  return { name: 'news', routes, strings };
}
