import { describe, expect, it } from 'vitest';
import { createApp, defaultOptions } from '../../server/app';
import { NEWS_ERROR_COOKIE } from './newsRoutes';
import { postsOf, shownCategories } from './posts';

const app = await createApp({ ...defaultOptions(), base: '/' });
const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`http://127.0.0.1${path}`, { headers });

describe('the news family of the demo (spec 001 §2, §7, §9)', () => {
  it('answers the month with its grid, the days with posts as labelled links', async () => {
    const answer = await get('/fr/widget/news/calendar/1,2,3,4/false/3/11/2026');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<caption class="news-calendar__caption">novembre 2026</caption>');
    expect(html).toContain('aria-label="27 novembre, 4 articles"');
    expect(html).toContain('data-news-nav="prev" data-month="10" data-year="2026"');
    expect(html).toContain('data-announce="novembre 2026 : 2 jours avec des articles"');
  });

  it('answers a day’s list, 3 posts at most, in the culture of the address', async () => {
    const html = await (await get('/nl/widget/news/newslist/1,2,3,4/false/3/2026-11-27')).text();
    expect(html).toContain('data-news-list');
    expect(html.match(/class="news-item"/g)).toHaveLength(3);
    expect(html).toContain('Berichten van 27 november 2026');
    expect(html).toContain('pageindex=2');
  });

  it('hides the child category unless asked (spec 001 §9)', () => {
    expect([...shownCategories([3], false)]).toEqual([3]);
    expect([...shownCategories([3], true)]).toEqual([3, 4]);
    expect(postsOf({ categoryIds: [3], displayChildren: false }, '2026-11-27')).toHaveLength(1);
    expect(postsOf({ categoryIds: [3], displayChildren: true }, '2026-11-27')).toHaveLength(2);
  });

  it.each([
    ['/fr/widget/news/calendar/1,x/false/3/11/2026', 'categoryIds'],
    ['/fr/widget/news/calendar/99/false/3/11/2026', 'categoryIds'],
    ['/fr/widget/news/calendar/1/yes/3/11/2026', 'displayChildren'],
    ['/fr/widget/news/calendar/1/false/0/11/2026', 'postsPerPage'],
    ['/fr/widget/news/calendar/1/false/51/11/2026', 'postsPerPage'],
    ['/fr/widget/news/calendar/1/false/3/13/2026', 'month'],
    ['/fr/widget/news/calendar/1/false/3/11/1999', 'year'],
    ['/fr/widget/news/newslist/1/false/3/2026-02-30', 'year-month-day'],
    ['/fr/widget/news/newslist/1/false/3/27-11-2026', 'year-month-day'],
  ])('refuses %s with 400 naming %s', async (path, field) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe(`Requête invalide : ${field}.`);
  });

  it('fails both fragments with 500 under the QA cookie', async () => {
    const cookie = { Cookie: `${NEWS_ERROR_COOKIE}=error` };
    expect((await get('/fr/widget/news/calendar/1/false/3/11/2026', cookie)).status).toBe(500);
    expect((await get('/fr/widget/news/newslist/1/false/3/2026-11-27', cookie)).status).toBe(500);
  });

  it('renders the news page with the chosen day and the pager of pageindex', async () => {
    const html = await (await get('/fr/news?month=11&year=2026&day=27&pageindex=2')).text();
    expect(html).toContain('data-widget="news-calendar"');
    expect(html).toContain('Articles du 27 novembre 2026');
    expect(html).toContain('Page 2 sur 2');
    expect(html.match(/class="news-item"/g)).toHaveLength(1);
    const all = await (await get('/fr/news?pageindex=3')).text();
    expect(all).toContain('Page 3 sur 6');
  });

  it('renders a post page and its picture, and 404 for an unknown post', async () => {
    const page = await get('/de/news/posts/night-market');
    expect(await page.text()).toContain('Weihnachtlicher Nachtmarkt vor dem Geschäft');
    expect((await get('/media/news-posts/night-market.svg')).headers.get('Content-Type')).toContain(
      'svg',
    );
    expect((await get('/fr/news/posts/nothing')).status).toBe(404);
  });
});
