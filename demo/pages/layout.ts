/**
 * The shop layout of the demo CMS (issue 2 §3): header with logo, search slot, language
 * links, wishlist count and basket summary; the main navigation of catalogue categories;
 * the page region the shell swaps; a footer that reopens the cookie preferences.
 * It renders exactly what a CMS template would: settings block, one script tag, placeholders.
 */
import type { PageSettings } from '../../src/core/settings';
import { categories } from '../data/catalog';
import { cultures } from '../data/catalog/types';
import { pageContent } from '../data/content';
import { html, jsonForScript, raw } from '../server/html';
import { cultureRoot, type PageContext } from './context';

export interface PageOptions {
  title: string;
  body: unknown;
  /** Extra class on <body>, next to homepage/page. */
  bodyClass?: string;
}

function settingsOf(ctx: PageContext): PageSettings {
  return {
    culture: ctx.culture,
    appPath: ctx.base,
    websitePath: cultureRoot(ctx),
    currency: ctx.session.currency,
    consentStamp: ctx.consentStamp,
    antiForgeryToken: ctx.session.antiForgeryToken,
  };
}

function languageLinks(ctx: PageContext) {
  const text = pageContent[ctx.culture];
  return html`<nav class="languages" aria-label="${text.languageLabel}">
    <ul>
      ${cultures.map(
        (culture) => html`<li>
          <a href="${cultureRoot(ctx, culture)}${ctx.path}" hreflang="${culture}" lang="${culture}"
            ${culture === ctx.culture ? raw('aria-current="true"') : ''}
            ><abbr title="${text.languageNames[culture]}">${culture.toUpperCase()}</abbr></a>
        </li>`,
      )}
    </ul>
  </nav>`;
}

function mainNavigation(ctx: PageContext) {
  const root = cultureRoot(ctx);
  return html`<nav class="main-nav" aria-label="${pageContent[ctx.culture].nav.catalog}">
    <ul>
      ${categories
        .filter((category) => category.parentId === null)
        .map(
          (category) =>
            html`<li><a href="${root}catalog/category/${category.slug}">${category.name[ctx.culture]}</a></li>`,
        )}
    </ul>
  </nav>`;
}

export function layout(ctx: PageContext, page: PageOptions) {
  const text = pageContent[ctx.culture];
  const root = cultureRoot(ctx);
  const home = ctx.path === '';
  return html`<!doctype html>
<html lang="${ctx.culture}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${page.title} · ${text.siteName}</title>
    <link rel="icon" href="${ctx.base}demo/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${ctx.base}demo/shop.css" />
    <script type="application/json" id="vitrine-settings">${raw(jsonForScript(settingsOf(ctx)))}</script>
    <script type="module" src="${ctx.base}vitrine/vitrine.js"></script>
  </head>
  <body class="${home ? 'homepage' : 'page'} ${page.bodyClass ?? ''}">
    <a class="skip-link" href="#main">${text.skipToContent}</a>
    <header class="site-header">
      <div class="site-header__bar">
        <a class="logo" href="${root}">
          <svg viewBox="0 0 32 32" aria-hidden="true"><rect x="3" y="6" width="26" height="20" rx="3"/><path d="M3 12h26M9 6v6M23 6v6"/></svg>
          <span class="logo__name">Vitrine</span>
          <span class="logo__tagline">${text.tagline}</span>
        </a>
        <form class="search-slot" role="search" action="${root}catalog" method="get">
          <label class="visually-hidden" for="site-search">${text.nav.search}</label>
          <input id="site-search" type="search" name="q" placeholder="${text.nav.search}" autocomplete="off" />
          <button type="submit">${text.nav.search}</button>
        </form>
        ${languageLinks(ctx)}
        <div class="header-actions">
          <div data-widget="wishlist-count"><a href="${root}catalog/wishlist/list">${text.nav.wishlist}</a></div>
          <div data-widget="basket-summary"><a href="${root}shoppingcarts">${text.nav.basket}</a></div>
        </div>
      </div>
      ${mainNavigation(ctx)}
    </header>
    <main id="main" class="page-region" data-page-region tabindex="-1">${page.body}</main>
    <footer class="site-footer">
      <p>${text.footer.copyright}</p>
      <ul>
        <li><a href="${root}gallery">${text.nav.gallery}</a></li>
        <li><a href="${root}#contact">${text.footer.contact}</a></li>
        <li><button type="button" class="link-button" data-consent-open>${text.footer.cookiePreferences}</button></li>
      </ul>
    </footer>
  </body>
</html>`;
}
