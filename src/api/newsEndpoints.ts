/**
 * The news widgets' fragments (issue 15; spec 001 §2, §7, §8, §9), for docs/endpoints.md
 * through src/api/endpoints.ts. Documentation only: nothing in the bundle imports it.
 */
import { type Endpoint, html, LOGIN, OUR_CONTRACT, sameFaults } from './endpointKit';
import { NEWS_CALENDAR_PATH, NEWS_LIST_PATH } from './news';

const params = '{categoryIds}/{displayChildren}/{postsPerPage}';

export const newsEndpoints: Endpoint[] = [
  {
    name: 'News calendar of a month',
    method: 'GET',
    path: `${NEWS_CALENDAR_PATH}/${params}/{month}/{year} (after the culture path: {app}{culture}/widget/…)`,
    payload:
      'none; categoryIds a comma list of ids, displayChildren true|false (false by default), postsPerPage 1-50 (3 by default), month 1-12',
    answer: html(
      'a `[data-news-month]` root with `data-announce`, the sentence said when it is shown): ' +
        'links to the previous and next months (`a[data-news-nav="prev|next"]` with `data-month`, ' +
        '`data-year`, real `?month=&year=` addresses), a table whose caption names the month, a ' +
        '`td[data-day="yyyy-mm-dd"]` per day, and in the days with posts a link `a[data-news-day]` ' +
        'to the `?day=` page with an `aria-label` saying the date and the number of posts; ' +
        '400 with a short text for a wrong segment',
    ),
    usedBy: ['news-calendar'],
    whenMissing:
      'the month shown stays and an inline danger alert (`role="alert"`) says the generic error text (News.LoadFailed); a 401 opens the login dialog',
    faults: {
      ...sameFaults(
        'the shown month stays; an inline alert (`role="alert"`) says the generic error text (the `[data-news-error]` text, else News.LoadFailed)',
      ),
      '401': LOGIN,
    },
    source: `spec 001 §2, §7, §8, §9 (the data attributes are ${OUR_CONTRACT})`,
  },
  {
    name: 'News list of a day',
    method: 'GET',
    path: `${NEWS_LIST_PATH}/${params}/{year-month-day} (after the culture path: {app}{culture}/widget/…)`,
    payload: 'none; the day as yyyy-mm-dd, the other segments as for the calendar',
    answer: html(
      'a `[data-news-list]` root with `data-announce` (the sentence said when it is shown): the ' +
        "day's heading and posts (title link, date, category, summary, picture), at most " +
        'postsPerPage, and pager links to the `?day=&pageindex=` pages for the rest; anything ' +
        'without that root is malformed; 400 for a wrong segment',
    ),
    usedBy: ['news-calendar'],
    whenMissing:
      "the list shown stays and the calendar's inline danger alert says the generic error text",
    faults: {
      ...sameFaults(
        'the shown list stays; an inline alert (`role="alert"`) says the generic error text (the `[data-news-error]` text, else News.LoadFailed)',
      ),
      '401': LOGIN,
    },
    source: `spec 001 §2, §7, §8, §9 (the data attributes are ${OUR_CONTRACT})`,
  },
];
