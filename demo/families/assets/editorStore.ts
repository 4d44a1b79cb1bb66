/**
 * What the editor area saves (issue 14): per product its main image and gallery, per news post
 * its picture and attachments, per page its brochure and documents, as AssetIds of the library.
 * Global for the demo's lifetime (README "Asset library (editors)"); the e2e tests each edit
 * their own product, news post or page, so they never share an entity. News posts and pages
 * are made on first save under any id of lowercase letters, digits and dashes.
 */

export interface ProductAssets {
  main?: string | undefined;
  gallery: string[];
}
export interface NewsAssets {
  picture?: string | undefined;
  attachments: string[];
}
export interface PageAssets {
  brochure?: string | undefined;
  documents: string[];
}

export const ENTITY_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The seeded news posts and pages (their titles are page texts, strings/pages). */
export const SEEDED_NEWS = ['spring-collection', 'new-showroom'] as const;
export const SEEDED_PAGES = ['care-guide', 'warranty'] as const;

const products = new Map<number, ProductAssets>();
const news = new Map<string, NewsAssets>();
const pages = new Map<string, PageAssets>();

/** The seeded library's ids (library.ts files them in this order from 1001). */
const seed = () => {
  products.clear();
  news.clear();
  pages.clear();
  news.set('spring-collection', { picture: '1005', attachments: ['1006'] });
  news.set('new-showroom', { attachments: [] });
  pages.set('care-guide', { brochure: '1006', documents: ['1007'] });
  pages.set('warranty', { brochure: '1007', documents: [] });
};
seed();

export const resetEditorStore = seed;

export const productAssets = (id: number): ProductAssets => products.get(id) ?? { gallery: [] };
export const newsAssets = (id: string): NewsAssets | undefined => news.get(id);
export const pageAssets = (id: string): PageAssets | undefined => pages.get(id);

export const saveProductAssets = (id: number, assets: ProductAssets) => products.set(id, assets);
export const saveNewsAssets = (id: string, assets: NewsAssets) => news.set(id, assets);
export const savePageAssets = (id: string, assets: PageAssets) => pages.set(id, assets);
