import type { Culture } from '../data/catalog/types';
import type { Session } from './session';

/** What every demo page template gets. */
export interface PageContext {
  culture: Culture;
  /** Application path, ending with '/': '/' or '/shop/'. */
  base: string;
  session: Session;
  /** Path after the culture segment, without leading slash: '' for the home page. */
  path: string;
  /** Version marker of the cookie policy (spec 000 §3). */
  consentStamp: string;
  /** The response's CSP nonce: every inline script carries it. */
  nonce: string;
  /** An XMLHttpRequest asked for the page (modal, login modal): answer the region's content only. */
  fragment: boolean;
  /** The query string of the address, with its '?', for the language links. */
  search: string;
  /** The site's origin (https://shop.example), for absolute addresses: share links, canonical. */
  origin?: string;
}

export const cultureRoot = (ctx: PageContext, culture: Culture = ctx.culture) =>
  `${ctx.base}${culture}/`;
