import type { Culture } from '../data/catalog/types';
import type { Session } from '../server/session';

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
}

export const cultureRoot = (ctx: PageContext, culture: Culture = ctx.culture) =>
  `${ctx.base}${culture}/`;
