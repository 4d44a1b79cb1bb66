/** The home page of each culture (issue 2 §3): real shop copy and the category tiles. */
import { categories } from '../data/catalog';
import { pageContent } from '../data/content';
import { html } from '../server/html';
import { cultureRoot, type PageContext } from './context';
import { layout } from './layout';

export function homePage(ctx: PageContext) {
  const text = pageContent[ctx.culture].home;
  const root = cultureRoot(ctx);
  const mainCategories = categories.filter((category) => category.parentId === null);
  const body = html`
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
