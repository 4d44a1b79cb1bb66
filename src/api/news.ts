/**
 * The news widgets' fragments (spec 001 §2, §7, §9; issue 15): paths relative to the culture's
 * path ({app}{culture}/), as the cart items fragment is. Both answer HTML.
 */

/** spec 001 §7 `GET widget/news/calendar/{categoryIds}/{displayChildren}/{postsPerPage}/{month}/{year}`. */
export const NEWS_CALENDAR_PATH = 'widget/news/calendar';

/** spec 001 §7 `GET widget/news/newslist/{categoryIds}/{displayChildren}/{postsPerPage}/{year-month-day}`. */
export const NEWS_LIST_PATH = 'widget/news/newslist';

/** spec 001 §9: 3 posts per page, children not displayed. */
export const NEWS_POSTS_PER_PAGE = 3;
export const NEWS_DISPLAY_CHILDREN = false;

export interface NewsQuery {
  categoryIds: readonly number[];
  displayChildren?: boolean;
  postsPerPage?: number;
}

const common = ({
  categoryIds,
  displayChildren = NEWS_DISPLAY_CHILDREN,
  postsPerPage = NEWS_POSTS_PER_PAGE,
}: NewsQuery) => `${categoryIds.join(',')}/${displayChildren}/${postsPerPage}`;

/** The month's calendar: month 1-12. */
export const newsCalendarPath = (query: NewsQuery, month: number, year: number): string =>
  `${NEWS_CALENDAR_PATH}/${common(query)}/${month}/${year}`;

const pad = (value: number) => String(value).padStart(2, '0');

/** A day as the list's last segment: yyyy-mm-dd (spec 001 §7 "year-month-day"). */
export const newsDay = (year: number, month: number, day: number): string =>
  `${year}-${pad(month)}-${pad(day)}`;

/** The day's list of posts. */
export const newsListPath = (query: NewsQuery, day: string): string =>
  `${NEWS_LIST_PATH}/${common(query)}/${day}`;
