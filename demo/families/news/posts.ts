/**
 * The demo's news (issue 15; spec 001 §2, §9): categories, one of them a child, and posts
 * across four months around today (2026-11), most days without any, some with two to four.
 * Titles and summaries are the culture's (strings/<culture>.ts `pages.posts`); the seed here
 * is what does not depend on the language. Kept in memory: the list is the server's state.
 */

export interface NewsCategory {
  id: number;
  /** The parent's id for a child category (spec 001 §9: children not displayed by default). */
  parentId?: number;
}

export const newsCategories: NewsCategory[] = [
  { id: 1 }, // shop news
  { id: 2 }, // events
  { id: 3 }, // tips
  { id: 4, parentId: 3 }, // care guides, under tips
];

export const POST_SLUGS = [
  'winter-collection',
  'autumn-walk',
  'leather-care',
  'ghent-store',
  'waterproofing',
  'repair-workshop',
  'hiking-boots',
  'black-friday',
  'gift-guide',
  'suede-cleaning',
  'night-market',
  'free-returns',
  'children-sizes',
  'holiday-hours',
  'drying-boots',
  'trail-meetup',
  'new-year-sale',
] as const;

export type PostSlug = (typeof POST_SLUGS)[number];

export interface NewsPost {
  slug: PostSlug;
  categoryId: number;
  /** yyyy-mm-dd */
  date: string;
  /** Hue of the generated picture. */
  hue: number;
}

const seed: [PostSlug, number, string][] = [
  ['winter-collection', 1, '2026-09-03'],
  ['autumn-walk', 2, '2026-09-19'],
  ['leather-care', 4, '2026-09-19'],
  ['ghent-store', 1, '2026-10-08'],
  ['waterproofing', 3, '2026-10-08'],
  ['repair-workshop', 2, '2026-10-08'],
  ['hiking-boots', 3, '2026-10-21'],
  ['free-returns', 1, '2026-11-12'],
  ['children-sizes', 3, '2026-11-12'],
  ['black-friday', 1, '2026-11-27'],
  ['gift-guide', 3, '2026-11-27'],
  ['suede-cleaning', 4, '2026-11-27'],
  ['night-market', 2, '2026-11-27'],
  ['holiday-hours', 1, '2026-12-05'],
  ['drying-boots', 4, '2026-12-05'],
  ['trail-meetup', 2, '2026-12-12'],
  ['new-year-sale', 1, '2026-12-28'],
];

/** Newest first, as a news page lists them. */
export const newsPosts: NewsPost[] = seed
  .map(([slug, categoryId, date], index) => ({ slug, categoryId, date, hue: (index * 47) % 360 }))
  .sort((a, b) => b.date.localeCompare(a.date));

export const postBySlug = (slug: string) => newsPosts.find((post) => post.slug === slug);

export const isCategoryId = (id: number) => newsCategories.some((category) => category.id === id);

/** The categories shown: those asked for, and their children when `displayChildren`. */
export function shownCategories(ids: readonly number[], displayChildren: boolean): Set<number> {
  const shown = new Set(ids);
  if (displayChildren) {
    for (const category of newsCategories) {
      if (category.parentId !== undefined && shown.has(category.parentId)) shown.add(category.id);
    }
  }
  return shown;
}

export interface NewsFilter {
  categoryIds: readonly number[];
  displayChildren: boolean;
}

/** The posts of the filter, newest first; of one day (yyyy-mm-dd) or month (yyyy-mm) if given. */
export function postsOf(filter: NewsFilter, datePrefix = ''): NewsPost[] {
  const shown = shownCategories(filter.categoryIds, filter.displayChildren);
  return newsPosts.filter((post) => shown.has(post.categoryId) && post.date.startsWith(datePrefix));
}

/** The page of a list (1-based), clamped to the pages there are. */
export function pageOf<T>(items: readonly T[], pageIndex: number, perPage: number) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const page = Math.min(Math.max(1, pageIndex), pages);
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pages };
}

/** A generated picture for a post (never hot-linked): a landscape of its hue. */
export function postImageSvg(post: NewsPost): string {
  const { hue } = post;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
<rect width="640" height="360" fill="hsl(${hue} 45% 86%)"/>
<circle cx="500" cy="90" r="46" fill="hsl(${(hue + 40) % 360} 80% 70%)"/>
<path d="M0 270 L150 150 L260 240 L380 120 L640 300 V360 H0 Z" fill="hsl(${hue} 35% 45%)"/>
<path d="M0 320 Q 200 260 400 310 T 640 300 V360 H0 Z" fill="hsl(${hue} 40% 30%)"/>
</svg>`;
}
