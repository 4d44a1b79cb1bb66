import { brands } from '../../data/catalog';
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { strings as sharedStrings } from '../../shared/strings/index';

/** All brands with their generated logos. */
export function brandsPage(ctx: PageContext) {
  const title = sharedStrings[ctx.culture].pages.nav.brands;
  const body = html`<section>
    <h1>${title}</h1>
    <ul class="brand-grid">
      ${brands.map(
        (brand) => html`<li>
          <a href="${cultureRoot(ctx)}catalog/brand/${brand.slug}">
            <img src="${ctx.base}media/brand/${brand.id}.svg" alt="${brand.name}" width="240" height="120" loading="lazy" />
          </a>
        </li>`,
      )}
    </ul>
  </section>`;
  return layout(ctx, { title, body });
}
