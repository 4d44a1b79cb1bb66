/**
 * The shop layout of the demo CMS (issue 2 §3): header with logo, search slot, language
 * links, wishlist count and basket summary; the main navigation of catalogue categories;
 * the page region the shell swaps; a footer that reopens the cookie preferences.
 * It renders exactly what a CMS template would: settings block, one script tag, placeholders.
 */
import type { PageSettings, SettingsBlock } from '../../src/core/settings';
import { categories } from '../data/catalog';
import { COUNTRIES } from '../data/countries';
import { cultureRoot, type PageContext } from './context';
import { cultures, languageNames } from './culture';
import { html, jsonForScript, raw } from './html';
import { strings } from './strings/index';

export interface PageOptions {
  title: string;
  body: unknown;
  /** Extra class on <body>, next to homepage/page. */
  bodyClass?: string;
}

/**
 * Google Consent Mode v2 (anchors/storefront.md §4): everything denied by default, before any
 * tag; the bundle sends the update after each decision and on each page with a stored one.
 */
const CONSENT_DEFAULT =
  'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}' +
  "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'," +
  "analytics_storage:'denied',functionality_storage:'denied',personalization_storage:'denied'," +
  "security_storage:'granted',wait_for_update:500});";

/** Stand-ins for a statistics tag and a marketing tag: they only run with consent. */
const STATISTICS_SCRIPT =
  "window.demoStatistics=(window.demoStatistics||0)+1;dataLayer.push({event:'demo_statistics_loaded'});";
const MARKETING_SCRIPT =
  "window.demoMarketing=(window.demoMarketing||0)+1;dataLayer.push({event:'demo_marketing_loaded'});";

function settingsOf(ctx: PageContext): SettingsBlock & Pick<PageSettings, 'culture'> {
  return {
    culture: ctx.culture,
    appPath: ctx.base,
    websitePath: cultureRoot(ctx),
    currency: ctx.session.currency,
    country: ctx.session.country,
    consentStamp: ctx.consentStamp,
    antiForgeryToken: ctx.session.antiForgeryToken,
  };
}

function languageLinks(ctx: PageContext) {
  const text = strings[ctx.culture].pages;
  return html`<nav class="languages" aria-label="${text.languageLabel}" data-shell-update="languages" data-widget="language-links">
    <ul>
      ${cultures.map(
        (culture) => html`<li>
          <a href="${cultureRoot(ctx, culture)}${ctx.path}${ctx.search}" hreflang="${culture}" lang="${culture}"
            ${culture === ctx.culture ? raw('aria-current="true"') : ''}
            ><abbr title="${languageNames[culture]}">${culture.toUpperCase()}</abbr></a>
        </li>`,
      )}
    </ul>
  </nav>`;
}

function mainNavigation(ctx: PageContext) {
  const root = cultureRoot(ctx);
  return html`<nav class="main-nav" aria-label="${strings[ctx.culture].pages.nav.catalog}">
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
  if (ctx.fragment) return page.body;
  const text = strings[ctx.culture].pages;
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
    <script nonce="${ctx.nonce}">${raw(CONSENT_DEFAULT)}</script>
    <script type="application/json" id="vitrine-settings">${raw(jsonForScript(settingsOf(ctx)))}</script>
    <script type="module" src="${ctx.base}vitrine/vitrine.js"></script>
  </head>
  <body class="${home ? 'homepage' : 'page'} ${page.bodyClass ?? ''}">
    <a class="skip-link" href="#main">${text.skipToContent}</a>
    <header class="site-header">
      <div class="utility-bar">
        <div data-widget="country-selector" data-current="${ctx.session.country}"
          data-countries='${JSON.stringify(COUNTRIES)}'></div>
        <div data-widget="currency-selector" data-current="${ctx.session.currency}"></div>
        <a class="utility-bar__account" href="${root}account" data-prefetch="${ctx.session.user ? 'true' : 'false'}">${ctx.session.user ? ctx.t('Security.MyAccount') : ctx.t('Security.Login')}</a>
      </div>
      <div class="site-header__bar">
        <a class="logo" href="${root}">
          <svg viewBox="0 0 32 32" aria-hidden="true"><rect x="3" y="6" width="26" height="20" rx="3"/><path d="M3 12h26M9 6v6M23 6v6"/></svg>
          <span class="logo__name">Vitrine</span>
          <span class="logo__tagline">${text.tagline}</span>
        </a>
        <div class="search-slot" role="search" data-widget="search-box" data-hydrate="interaction">
          <form action="${root}catalog" method="get" style="display:flex;flex:1;min-width:0">
            <label class="visually-hidden" for="site-search">${text.nav.search}</label>
            <input id="site-search" type="search" name="q" placeholder="${text.nav.search}" autocomplete="off" />
            <button type="submit">${text.nav.search}</button>
          </form>
        </div>
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
        <li><a href="${root}about">${text.footer.about}</a></li>
        <li><a href="${root}contact">${text.footer.contact}</a></li>
        <li><a href="${root}account/register">${text.footer.register}</a></li>
        <li><a href="${root}gallery">${text.nav.gallery}</a></li>
        <li><button type="button" class="link-button" data-consent-open>${text.footer.cookiePreferences}</button></li>
      </ul>
    </footer>
    <div data-widget="cookie-consent" data-policy-url="${root}about#stores"></div>
    <script type="text/plain" data-consent="statistics" nonce="${ctx.nonce}">${raw(STATISTICS_SCRIPT)}</script>
    <script type="text/plain" data-consent="marketing" nonce="${ctx.nonce}">${raw(MARKETING_SCRIPT)}</script>
  </body>
</html>`;
}
