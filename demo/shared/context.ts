import type { Context } from 'hono';
import { localeOf } from '../../src/core/locale';
import { type Culture, isCulture } from './culture';
import type { Env } from './env';
import type { Session } from './session';
import { type Translate, translator } from './t';

/** What every demo page template gets. */
export interface PageContext {
  culture: Culture;
  /** The culture in the session's country, for every Intl call: pt-PT, nl-BE (decision 018). */
  locale: string;
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
  /** Looks a string resource up in the page's culture (the merged dictionary of every family). */
  t: Translate;
}

export const cultureRoot = (ctx: PageContext, culture: Culture = ctx.culture) =>
  `${ctx.base}${culture}/`;

/** The look-up of the merged string resources in one culture, for a handler without a page. */
export const translatorFor = (c: Context<Env>, culture: Culture): Translate =>
  translator(c.var.strings[culture], culture);

/** What a page template needs from the request: culture, session, nonce, fragment mode. */
export function pageContext(c: Context<Env>, culture: Culture, path: string): PageContext {
  // The culture of the last page seen: the API answers (amounts, messages) follow it.
  c.var.session.culture = culture;
  const url = new URL(c.req.url);
  return {
    culture,
    locale: localeOf(culture, c.var.session.country),
    base: c.var.base,
    session: c.var.session,
    path,
    consentStamp: c.var.consentStamp,
    nonce: c.var.nonce,
    fragment: c.req.header('X-Requested-With') === 'XMLHttpRequest',
    search: url.search,
    origin: url.origin,
    t: translatorFor(c, culture),
  };
}

/**
 * The page context of an HTML fragment (widget/catalog/…, popups): no page around it, the
 * culture asked by `?culture=` (the asking page's), else the one given, else the session's.
 */
export function fragmentContext(c: Context<Env>, culture?: Culture): PageContext {
  const asked = c.req.query('culture') ?? '';
  const shown = culture ?? (isCulture(asked) ? asked : c.var.session.culture);
  return {
    culture: shown,
    locale: localeOf(shown, c.var.session.country),
    base: c.var.base,
    session: c.var.session,
    path: '',
    consentStamp: c.var.consentStamp,
    nonce: c.var.nonce,
    fragment: true,
    search: '',
    t: translatorFor(c, shown),
  };
}

/** The context of a page whose address starts with a culture segment, or undefined (404). */
export function culturePage(c: Context<Env>, path: string): PageContext | undefined {
  const culture = c.req.param('culture') ?? '';
  return isCulture(culture) ? pageContext(c, culture, path) : undefined;
}

/** Renders a page of the address's culture, or the 404 page for an unknown culture. */
export function renderPage(
  c: Context<Env>,
  path: string,
  view: (ctx: PageContext) => unknown,
  status: 200 | 401 | 422 = 200,
) {
  const ctx = culturePage(c, path);
  return ctx ? c.html(view(ctx) as string, status) : c.notFound();
}
