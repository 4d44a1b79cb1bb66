/**
 * Texts of the editor area's pages and of the shop pages that show saved assets (issue 14),
 * one file per culture in pages/.
 */
import type { Culture } from '../../../shared/culture';
import { de } from './pages/de';
import { es } from './pages/es';
import { fr } from './pages/fr';
import { it } from './pages/it';
import { nl } from './pages/nl';
import { pt } from './pages/pt';

/** What the server says when it refuses a file or an image edit (shown as is, spec 000 §8). */
export interface AssetsErrors {
  cropOutside: string;
  cropRatio: string;
  notSquare: string;
  tempMissing: string;
  editFailed: string;
  editorsOnly: string;
}

type SlotTexts = {
  mainImage: string;
  gallery: string;
  picture: string;
  attachments: string;
  brochure: string;
  documents: string;
};

/** The editor area (`{{name}}`, `{{title}}` are replaced). */
export interface EditorTexts {
  title: string;
  intro: string;
  products: string;
  news: string;
  pages: string;
  library: string;
  productTitle: string;
  newsTitle: string;
  pageTitle: string;
  slots: SlotTexts;
  hints: SlotTexts;
  none: string;
  noScript: string;
  required: string;
  save: string;
  saved: string;
  notSaved: string;
  back: string;
  viewOnShop: string;
  libraryIntro: string;
  folderFiles: string;
  folderHint: string;
  forbiddenTitle: string;
  forbiddenText: string;
}

/** The shop's pages that show what was saved. */
export interface ShopTexts {
  /** For a news post or a page made in the editor area under a new id (`{{id}}`). */
  newsFallback: string;
  pageFallback: string;
  newsTitles: Record<'spring-collection' | 'new-showroom', string>;
  newsBodies: Record<'spring-collection' | 'new-showroom', string>;
  pageTitles: Record<'care-guide' | 'warranty', string>;
  pageBodies: Record<'care-guide' | 'warranty', string>;
  gallery: string;
  attachments: string;
  documents: string;
  brochure: string;
  newsHeading: string;
}

export type AssetsPages = {
  errors: AssetsErrors;
  library: { empty: string };
  editor: EditorTexts;
  shop: ShopTexts;
};

export const pages: Record<Culture, AssetsPages> = { fr, nl, es, de, it, pt };
