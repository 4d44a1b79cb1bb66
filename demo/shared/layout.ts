/**
 * The shop layout of the demo CMS (issue 2 §3): header with logo, search slot, wishlist count
 * and basket summary, and the main navigation (categories, languages, country, currency,
 * account; issue 10 §1);
 * the page region the shell swaps; a footer that reopens the cookie preferences.
 * It renders exactly what a CMS template would: settings block, one script tag, placeholders.
 */
import type { PageSettings, SettingsBlock } from '../../src/core/settings';
import { type Category, categories } from '../data/catalog';
import { COUNTRIES } from '../data/countries';
import { cultureRoot, type PageContext } from './context';
import { cultures, languageNames } from './culture';
import { html, jsonForScript, raw } from './html';
import { strings } from './strings/index';
import { videoServicesSetting } from './videoServices';

export interface PageOptions {
  title: string;
  body: unknown;
  /** Extra class on <body>, next to homepage/page. */
  bodyClass?: string;
  /**
   * A focused page (the checkout, its payment and confirmation): the header keeps the logo, the
   * languages and the basket, without search, wishlist or menus, as checkouts do to keep the
   * shopper on the order and the page light. Its links load pages in full (`data-no-ajax`),
   * so no page of the shop is swapped in under this header.
   */
  focused?: boolean;
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

/**
 * The header's wishlist and basket links before their widgets mount (or when their data cannot
 * load): the widgets' icons, their names for screen readers, and the widgets' size (header.css),
 * so that nothing moves when they mount (issue 10 §1).
 */
const HEART = raw(
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"/></svg>',
);
const CART = raw(
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"/><circle cx="10" cy="20" r="1.4"/><circle cx="17" cy="20" r="1.4"/></svg>',
);

function settingsOf(ctx: PageContext): SettingsBlock & Pick<PageSettings, 'culture'> {
  return {
    culture: ctx.culture,
    appPath: ctx.base,
    websitePath: cultureRoot(ctx),
    currency: ctx.session.currency,
    country: ctx.session.country,
    consentStamp: ctx.consentStamp,
    antiForgeryToken: ctx.session.antiForgeryToken,
    ...videoServicesSetting(ctx.base),
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

/** A category link, marked when it is the page shown (the widget keeps the mark after swaps). */
function categoryLink(ctx: PageContext, category: Category, className = '') {
  const path = `catalog/category/${category.slug}`;
  return html`<a${className ? raw(` class="${className}"`) : ''} href="${cultureRoot(ctx)}${path}"${
    ctx.path === path ? raw(' aria-current="page"') : ''
  }>${category.name[ctx.culture]}</a>`;
}

/**
 * The categories of the main navigation (issue 10 §1): each main category with its
 * sub-categories behind a disclosure button, and the "more" item the widget fills with the
 * categories that do not fit on the desktop line (hidden until then).
 */
function categoryMenu(ctx: PageContext) {
  const top = categories.filter((category) => category.parentId === null);
  return html`<nav class="main-nav" aria-label="${strings[ctx.culture].pages.nav.catalog}">
    <ul class="main-nav__list" data-nav-menu>
      ${top.map((category) => {
        const children = categories.filter((child) => child.parentId === category.id);
        if (children.length === 0)
          return html`<li class="main-nav__item">${categoryLink(ctx, category, 'main-nav__link')}</li>`;
        const id = `main-nav-${category.slug}`;
        return html`<li class="main-nav__item">${categoryLink(ctx, category, 'main-nav__link')}<button type="button" class="main-nav__toggle" aria-expanded="false" aria-controls="${id}"
            aria-label="${ctx.t('Navigation.Subcategories', { name: category.name[ctx.culture] })}"></button>
          <ul class="main-nav__sub" id="${id}">
            ${children.map((child) => html`<li>${categoryLink(ctx, child)}</li>`)}
          </ul>
        </li>`;
      })}
      <li class="main-nav__item main-nav__more" data-nav-more hidden><button type="button" class="main-nav__toggle main-nav__more-button" aria-expanded="false" aria-controls="main-nav-more">${ctx.t('Navigation.More')}</button>
        <ul class="main-nav__sub" id="main-nav-more"></ul>
      </li>
    </ul>
  </nav>`;
}

/**
 * The main navigation widget (spec 001 §2, issue 10 §1): one set of header tools, shown in the
 * header on the desktop and in the drawer the menu button opens below the large breakpoint
 * (62rem = 992 px, the widget's default `largeFrom`), so each widget inside is mounted once.
 */
function mainNavigation(ctx: PageContext) {
  const root = cultureRoot(ctx);
  const signedIn = Boolean(ctx.session.user);
  return html`<div class="main-navigation" data-widget="main-navigation">
    <button type="button" class="main-navigation__open" data-nav-open aria-expanded="false" aria-controls="main-navigation-drawer">
      <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 6h16M4 12h16M4 18h16"/></svg>
      <span>${ctx.t('Navigation.Menu')}</span>
    </button>
    <div class="main-navigation__drawer" id="main-navigation-drawer" data-nav-drawer="main-navigation-title">
      <div class="main-navigation__head">
        <h2 class="main-navigation__title" id="main-navigation-title">${ctx.t('Navigation.Menu')}</h2>
        <button type="button" class="main-navigation__close" data-nav-close aria-label="${ctx.t('Navigation.CloseMenu')}">
          <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18"/></svg>
        </button>
      </div>
      ${categoryMenu(ctx)}
      <div class="header-tools">
        <div data-widget="country-selector" data-hydrate="visible" data-current="${ctx.session.country}"
          data-countries='${JSON.stringify(COUNTRIES)}'></div>
        <div data-widget="currency-selector" data-hydrate="visible" data-current="${ctx.session.currency}"></div>
        ${languageLinks(ctx)}
        <a class="header-tools__account" href="${root}account" data-prefetch="${signedIn ? 'true' : 'false'}">${signedIn ? ctx.t('Security.MyAccount') : ctx.t('Security.Login')}</a>
      </div>
    </div>
  </div>`;
}

/** The shop's header tools: search, wishlist, basket and the main navigation. */
function shopTools(ctx: PageContext, prefetchLists: string) {
  const text = strings[ctx.culture].pages;
  const root = cultureRoot(ctx);
  return html`<div class="search-slot" role="search" data-widget="search-box" data-hydrate="interaction">
    <form action="${root}catalog" method="get" style="display:flex;flex:1;min-width:0">
      <label class="visually-hidden" for="site-search">${text.nav.search}</label>
      <input id="site-search" type="search" name="q" placeholder="${text.nav.search}" autocomplete="off" />
      <button type="submit">${text.nav.search}</button>
    </form>
  </div>
  <div class="header-actions">
    <div data-widget="wishlist-count" data-prefetch="${prefetchLists}"><a class="header-actions__link" href="${root}catalog/wishlist/list" data-prefetch="${prefetchLists}">${HEART}<span class="visually-hidden">${text.nav.wishlist}</span></a></div>
    <div data-widget="basket-summary"><a class="header-actions__link" href="${root}shoppingcarts">${CART}<span class="visually-hidden">${text.nav.basket}</span></a></div>
  </div>
  ${mainNavigation(ctx)}`;
}

/** A focused page's header tools: the languages and the basket. */
function focusedTools(ctx: PageContext) {
  const text = strings[ctx.culture].pages;
  return html`<div class="header-actions header-actions--focused">
    ${languageLinks(ctx)}
    <div data-widget="basket-summary"><a class="header-actions__link" href="${cultureRoot(ctx)}shoppingcarts">${CART}<span class="visually-hidden">${text.nav.basket}</span></a></div>
  </div>`;
}

export function layout(ctx: PageContext, page: PageOptions) {
  if (ctx.fragment) return page.body;
  const text = strings[ctx.culture].pages;
  const root = cultureRoot(ctx);
  const home = ctx.path === '';
  // The wishlists need a signed-in shopper (spec 000 §6): no prefetch of their page before.
  const prefetchLists = ctx.session.user ? 'true' : 'false';
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
  <body class="${home ? 'homepage' : 'page'} ${page.bodyClass ?? ''}${page.focused ? ' is-focused' : ''}"${page.focused ? raw(' data-no-ajax') : ''}>
    <a class="skip-link" href="#main">${text.skipToContent}</a>
    <header class="site-header">
      <div class="site-header__bar">
        <a class="logo" href="${root}">
          <svg viewBox="0 0 32 32" aria-hidden="true"><rect x="3" y="6" width="26" height="20" rx="3"/><path d="M3 12h26M9 6v6M23 6v6"/></svg>
          <span class="logo__name">Vitrine</span>
          <span class="logo__tagline">${text.tagline}</span>
        </a>
        ${page.focused ? focusedTools(ctx) : shopTools(ctx, prefetchLists)}
      </div>
    </header>
    <main id="main" class="page-region" data-page-region tabindex="-1">${page.body}</main>
    <footer class="site-footer">
      <p>${text.footer.copyright}</p>
      <ul>
        <li><a href="${root}about">${text.footer.about}</a></li>
        <li><a href="${root}contact">${text.footer.contact}</a></li>
        <li><a href="${root}account/register">${text.footer.register}</a></li>
        <li><a href="${root}news">${text.footer.news}</a></li>
        <li><a href="${root}blog">${text.footer.blog}</a></li>
        <li><a href="${root}stores">${text.footer.stores}</a></li>
        <li><a href="${root}videos">${text.footer.videos}</a></li>
        <li><a href="${root}promotions">${text.footer.promotions}</a></li>
        <li><a href="${root}faq">${text.footer.faq}</a></li>
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
