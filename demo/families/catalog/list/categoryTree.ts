/** The category tree beside product lists, enhanced by the category-list widget (spec 000 §2). */
import { categories } from '../../../data/catalog';
import type { Culture } from '../../../data/catalog/types';
import { html, raw } from '../../../shared/html';
import type { Translate } from '../../../shared/t';

/**
 * Only the branch of the current page is open (`current`: the list's path), as the widget
 * shows it: the tree keeps its size when the widget mounts (issue 10 §1, no layout shift), and
 * a page without scripts still reaches every subcategory from its parent's page.
 */
export function categoryTree(base: string, culture: Culture, t: Translate, current = '') {
  const root = `${base}${culture}/catalog/category/`;
  const children = (parentId: number) =>
    categories.filter((category) => category.parentId === parentId);
  const here = (slug: string) => current === `${root}${slug}`;
  return html`<nav class="category-tree" data-widget="category-list"
    data-toggle-label="${t('Catalog.SubcategoriesOf', { name: '{{name}}' })}" aria-label="${t('Catalog.Categories')}">
    <ul>
      ${categories
        .filter((category) => category.parentId === null)
        .map((category) => {
          const subs = children(category.id);
          const open = here(category.slug) || subs.some((sub) => here(sub.slug));
          return html`<li><a href="${root}${category.slug}">${category.name[culture]}</a>${
            subs.length
              ? html`<ul${open ? '' : raw(' hidden')}>${subs.map((sub) => html`<li><a href="${root}${sub.slug}">${sub.name[culture]}</a></li>`)}</ul>`
              : ''
          }</li>`;
        })}
    </ul>
  </nav>`;
}
