/**
 * The stories family's seeded content (issue 15): the blog's posts, each a photo story, and
 * the photos (scenes drawn as SVG by storiesMedia.ts, in varied aspect ratios). The words
 * are in strings/<culture>.ts, keyed by the slugs and scene names here.
 */

export const SCENES = [
  'workshop',
  'ridge',
  'garden',
  'beans',
  'train',
  'movement',
  'tread',
  'sunrise',
  'lake',
  'market',
  'rooftops',
  'forest',
] as const;
export type Scene = (typeof SCENES)[number];

export interface Photo {
  scene: Scene;
  width: number;
  height: number;
  /** Sky, far ground, near ground, accent. */
  colours: [string, string, string, string];
}

/** Intrinsic sizes (so pages reserve the space) and colours of each scene. */
export const PHOTOS: Record<Scene, Photo> = {
  workshop: {
    scene: 'workshop',
    width: 1200,
    height: 800,
    colours: ['#f3e3cf', '#b07a4a', '#6b4226', '#e0a458'],
  },
  ridge: {
    scene: 'ridge',
    width: 800,
    height: 1200,
    colours: ['#cfe3f3', '#7a93ad', '#3d5468', '#f4d35e'],
  },
  garden: {
    scene: 'garden',
    width: 1000,
    height: 1000,
    colours: ['#e4f1d9', '#8fbf6a', '#3f6b2a', '#e76f51'],
  },
  beans: {
    scene: 'beans',
    width: 1280,
    height: 720,
    colours: ['#efe0d0', '#8c5a3c', '#4a2c1d', '#d4a373'],
  },
  train: {
    scene: 'train',
    width: 960,
    height: 1200,
    colours: ['#fdf0d5', '#c1121f', '#003049', '#fcbf49'],
  },
  movement: {
    scene: 'movement',
    width: 1000,
    height: 1000,
    colours: ['#e9ecef', '#adb5bd', '#343a40', '#c9a227'],
  },
  tread: {
    scene: 'tread',
    width: 1200,
    height: 900,
    colours: ['#dee2e6', '#6c757d', '#212529', '#0077b6'],
  },
  sunrise: {
    scene: 'sunrise',
    width: 900,
    height: 1200,
    colours: ['#ffd6a5', '#ffadad', '#6d597a', '#ffca3a'],
  },
  lake: {
    scene: 'lake',
    width: 1600,
    height: 900,
    colours: ['#bde0fe', '#5e8c9c', '#1d3557', '#ffb703'],
  },
  market: {
    scene: 'market',
    width: 1200,
    height: 800,
    colours: ['#fff1e6', '#e07a5f', '#3d405b', '#81b29a'],
  },
  rooftops: {
    scene: 'rooftops',
    width: 800,
    height: 1000,
    colours: ['#d8e2dc', '#9d8189', '#5c4b51', '#f4acb7'],
  },
  forest: {
    scene: 'forest',
    width: 1200,
    height: 1500,
    colours: ['#e9f5db', '#87986a', '#2d4a22', '#ffd166'],
  },
};

export const SLUGS = [
  'leather-workshop',
  'mountain-trail',
  'spring-garden',
  'coffee-roaster',
  'wooden-toys',
  'watch-care',
  'winter-tyres',
  'morning-yoga',
] as const;
export type Slug = (typeof SLUGS)[number];

export interface Post {
  slug: Slug;
  /** ISO date of publication. */
  date: string;
  /** The photo at the head of the post, and the story's photos after it. */
  hero: Scene;
  photos: Scene[];
}

export const POSTS: Post[] = [
  {
    slug: 'leather-workshop',
    date: '2026-11-18',
    hero: 'workshop',
    photos: ['market', 'rooftops', 'beans', 'lake', 'forest', 'train'],
  },
  {
    slug: 'mountain-trail',
    date: '2026-11-09',
    hero: 'ridge',
    photos: ['forest', 'lake', 'sunrise', 'garden', 'rooftops', 'tread'],
  },
  {
    slug: 'spring-garden',
    date: '2026-10-27',
    hero: 'garden',
    photos: ['sunrise', 'forest', 'market', 'ridge', 'beans', 'lake'],
  },
  {
    slug: 'coffee-roaster',
    date: '2026-10-14',
    hero: 'beans',
    photos: ['market', 'workshop', 'rooftops', 'sunrise', 'garden', 'movement'],
  },
  {
    slug: 'wooden-toys',
    date: '2026-09-30',
    hero: 'train',
    photos: ['workshop', 'forest', 'garden', 'rooftops', 'market', 'lake'],
  },
  {
    slug: 'watch-care',
    date: '2026-09-16',
    hero: 'movement',
    photos: ['workshop', 'lake', 'rooftops', 'beans', 'ridge', 'train'],
  },
  {
    slug: 'winter-tyres',
    date: '2026-09-02',
    hero: 'tread',
    photos: ['ridge', 'lake', 'forest', 'rooftops', 'sunrise', 'market'],
  },
  {
    slug: 'morning-yoga',
    date: '2026-08-19',
    hero: 'sunrise',
    photos: ['lake', 'garden', 'forest', 'ridge', 'rooftops', 'beans'],
  },
];

export const postBySlug = (slug: string): Post | undefined =>
  POSTS.find((post) => post.slug === slug);

/** The address of a scene's picture, under the shop's base path. */
export const photoPath = (base: string, scene: Scene) => `${base}media/stories/${scene}.svg`;
