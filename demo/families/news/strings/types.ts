import type { PostSlug } from '../posts';

/** Texts of the news pages (issue 15): the news section, its lists, a post's page. */
export interface NewsPages {
  title: string;
  intro: string;
  /** The heading over the calendar. */
  calendarTitle: string;
  /** The category names, by id. */
  categories: Record<1 | 2 | 3 | 4, string>;
  /** Each post's title and one-sentence summary. */
  posts: Record<PostSlug, { title: string; summary: string }>;
  /** The post page's body: {{category}} is the category's name. */
  body: string;
  allPosts: string;
  /** {{date}}: the day, written long. */
  dayTitle: string;
  /** Under the list of all posts: how to pick a day. */
  pickDay: string;
  noPosts: string;
  /** Back from a day's list to all posts. */
  showAll: string;
  /** {{date}} and {{category}}. */
  published: string;
  backToNews: string;
  /** The pager's name, its previous and next links; {{page}} and {{pages}}. */
  pager: string;
  previous: string;
  next: string;
  pageOf: string;
  /** 400 answers of the fragments: {{field}} is the segment in error. */
  badRequest: string;
}
