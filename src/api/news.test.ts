import { describe, expect, it } from 'vitest';
import { newsCalendarPath, newsDay, newsListPath } from './news';

describe('news fragment addresses (spec 001 §7)', () => {
  it('builds the calendar address with the spec 001 §9 defaults: children hidden, 3 posts', () => {
    expect(newsCalendarPath({ categoryIds: [1, 4] }, 11, 2026)).toBe(
      'widget/news/calendar/1,4/false/3/11/2026',
    );
  });

  it('builds the calendar address with the given options', () => {
    expect(
      newsCalendarPath({ categoryIds: [2], displayChildren: true, postsPerPage: 10 }, 1, 2027),
    ).toBe('widget/news/calendar/2/true/10/1/2027');
  });

  it('builds the day list address with a year-month-day segment', () => {
    expect(newsListPath({ categoryIds: [1, 2, 3] }, newsDay(2026, 11, 7))).toBe(
      'widget/news/newslist/1,2,3/false/3/2026-11-07',
    );
    expect(
      newsListPath({ categoryIds: [3], displayChildren: true, postsPerPage: 1 }, '2026-12-24'),
    ).toBe('widget/news/newslist/3/true/1/2026-12-24');
  });
});
