import type { Scene, Slug } from '../storiesData';

/** One post of the blog, and the photo story it opens. */
export interface PostText {
  title: string;
  /** One or two sentences: the blog list shows it. */
  summary: string;
  /** The story's paragraphs, after the summary. */
  body: [string, string];
}

/** Texts of the stories family's pages (issue 15): the blog and the photo stories. */
export interface StoriesPages {
  blog: {
    title: string;
    intro: string;
    /** The table of contents (the list's anchors, without JavaScript). */
    tocLabel: string;
    previous: string;
    next: string;
    /** How the keys move between posts. */
    keysHint: string;
    readStory: string;
    tickerTitle: string;
    tickerPause: string;
    /** Five short news lines. */
    ticker: [string, string, string, string, string];
  };
  story: {
    /** contains {{title}}: the gallery dialog's title */
    photosOf: string;
    galleryTitle: string;
    galleryIntro: string;
    masonryTitle: string;
    backToBlog: string;
    /** "Published on {{date}}" */
    published: string;
  };
  posts: Record<Slug, PostText>;
  /** What each photo shows: its alternative text and caption. */
  scenes: Record<Scene, string>;
}
