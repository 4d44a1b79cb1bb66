/**
 * The home page of each culture (issues 2 §3, 4): the banner slider, the welcome text, the
 * category tiles, a sale banner with its countdown, the brand carousel and our promises.
 * Each widget's placeholder holds the server fallback a real CMS would render.
 */
import { brands, categories } from '../data/catalog';
import { pageContent } from '../data/content';
import { homePromotions } from '../data/content/homePromotions';
import { html, jsonForScript, raw } from '../server/html';
import { translator } from '../server/t';
import { cultureRoot, type PageContext } from './context';
import { layout } from './layout';

/** Where each banner leads, in the order of /media/banner/1..3.svg. */
const BANNER_PATHS = ['catalog', 'catalog/category/bags', 'catalog/category/watches'];
/** Slider autoplay delay in ms (spec 000 §9: it autoplays only because a duration is given). */
const BANNER_INTERVAL = 6000;
const DAY_MS = 86_400_000;

/** The sale ends at midnight UTC four days from now: always in the future, stable all day. */
export const saleEnd = (now = new Date()): Date =>
  new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + 4 * DAY_MS);

const ddmmyyyy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

const props = (value: unknown) =>
  html`<script type="application/json" data-props>${raw(jsonForScript(value))}</script>`;

function bannerSlider(ctx: PageContext) {
  const root = cultureRoot(ctx);
  const slides = homePromotions[ctx.culture].slides.map((copy, index) => ({
    image: `${ctx.base}media/banner/${index + 1}.svg`,
    alt: '',
    heading: copy.heading,
    text: copy.text,
    cta: copy.cta,
    href: `${root}${BANNER_PATHS[index] ?? ''}`,
    id: `home-banner-${index + 1}`,
    name: copy.heading,
    creative: `banner-${index + 1}`,
  }));
  const first = slides[0];
  return html`<div class="home-banner" data-widget="banner-slider" data-interval="${BANNER_INTERVAL}">
    ${props({ slides })}
    ${
      first
        ? html`<div class="home-banner__fallback">
      <img src="${first.image}" alt="" width="1600" height="600" />
      <div class="home-banner__content"><h2>${first.heading}</h2><p>${first.text}</p>
        <a href="${first.href}">${first.cta}</a></div>
    </div>`
        : ''
    }
  </div>`;
}

function saleBanner(ctx: PageContext) {
  const copy = homePromotions[ctx.culture].sale;
  const end = saleEnd();
  const until = translator(ctx.culture)('Catalog.CountdownEnds', { date: ddmmyyyy(end) });
  return html`<section class="sale-banner" aria-labelledby="home-sale">
    <div>
      <h2 id="home-sale">${copy.heading}</h2>
      <p>${copy.text}</p>
    </div>
    <div data-widget="sale-countdown" data-end="${end.toISOString()}"><p>${until}</p></div>
  </section>`;
}

function brandCarousel(ctx: PageContext) {
  const root = cultureRoot(ctx);
  const list = brands.map((brand) => ({
    slug: brand.slug,
    name: brand.name,
    logo: `${ctx.base}media/brand/${brand.id}.svg`,
  }));
  // A div, not a section: the carousel itself is the region named after our brands.
  return html`<div class="home-brands">
    <h2>${homePromotions[ctx.culture].brands}</h2>
    <div data-widget="brand-carousel">
      ${props({ brands: list })}
      <ul class="brand-strip">
        ${list.map(
          (brand) => html`<li><a href="${root}catalog/brand/${brand.slug}">
            <img src="${brand.logo}" alt="${brand.name}" width="240" height="120" loading="lazy" /></a></li>`,
        )}
      </ul>
    </div>
  </div>`;
}

export function homePage(ctx: PageContext) {
  const text = pageContent[ctx.culture].home;
  const root = cultureRoot(ctx);
  const mainCategories = categories.filter((category) => category.parentId === null);
  const body = html`
    ${bannerSlider(ctx)}
    <section class="hero">
      <h1>${text.title}</h1>
      <p class="hero__lead">${text.lead}</p>
      <p class="hero__actions">
        <a class="button button--primary" href="${root}catalog">${text.ctaCatalog}</a>
        <a class="button" href="${root}catalog/brands">${text.ctaBrands}</a>
      </p>
    </section>
    <section class="tiles" aria-labelledby="home-categories">
      <h2 id="home-categories">${pageContent[ctx.culture].nav.catalog}</h2>
      <ul class="tiles__grid">
        ${mainCategories.map(
          (category) => html`<li class="tile">
            <a href="${root}catalog/category/${category.slug}">
              <img src="${ctx.base}media/category/${category.id}.svg" alt="" width="300" height="300" loading="lazy" />
              <span class="tile__name">${category.name[ctx.culture]}</span>
            </a>
            <p>${category.description[ctx.culture]}</p>
          </li>`,
        )}
      </ul>
    </section>
    ${saleBanner(ctx)}
    ${brandCarousel(ctx)}
    <section class="promises">
      ${text.sections.map(
        (
          section,
          index,
        ) => html`<article class="promise" data-widget="scroll-in" data-delay="${index * 120}">
          <h2>${section.heading}</h2>
          <p>${section.body}</p>
        </article>`,
      )}
    </section>`;
  return layout(ctx, { title: text.title, body });
}
