/** The category tree beside product lists, enhanced by the category-list widget (spec 000 §2). */
import { categories } from '../../../data/catalog';
import type { Culture } from '../../../data/catalog/types';
import { html } from '../../../shared/html';
import type { Translate } from '../../../shared/t';

export function categoryTree(base: string, culture: Culture, t: Translate) {
  const root = `${base}${culture}/catalog/category/`;
  const children = (parentId: number) =>
    categories.filter((category) => category.parentId === parentId);
  return html`<nav class="category-tree" data-widget="category-list"
    data-toggle-label="${t('Catalog.SubcategoriesOf', { name: '{{name}}' })}" aria-label="${t('Catalog.Categories')}">
    <ul>
      ${categories
        .filter((category) => category.parentId === null)
        .map((category) => {
          const subs = children(category.id);
          return html`<li><a href="${root}${category.slug}">${category.name[culture]}</a>${
            subs.length
              ? html`<ul>${subs.map((sub) => html`<li><a href="${root}${sub.slug}">${sub.name[culture]}</a></li>`)}</ul>`
              : ''
          }</li>`;
        })}
    </ul>
  </nav>`;
}
