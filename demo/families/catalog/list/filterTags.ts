/**
 * Selected-filter tags (spec 000 §2): each a plain link to the list without that one value,
 * the others kept, and a link that clears them all. The filter-tags widget enhances the links.
 */
import type { Filters } from '../../../../src/api/listQuery';
import { formatLabel } from '../../../../src/core/format';
import type { PageContext } from '../../../shared/context';
import { html } from '../../../shared/html';
import { moneyFormatter } from '../../../shared/money';
import type { Translate } from '../../../shared/t';
import { attributeTitleKey } from '../facets';
import { attributeValueName, brandName, categoryName } from '../labels';
import { selectionOf } from '../matching';
import { type ListView, listHref } from './listView';

export interface FilterTag {
  type: string;
  value: string;
  label: string;
  href: string;
}

const without = (ids: Set<number>, id: number) => [...ids].filter((other) => other !== id);

/**
 * One tag per selected value, in the order of the filter panel, naming its facet as the panel
 * does ("Taille : 40", issue 10 §4) with the language's colon (formatLabel).
 */
export function filterTags(view: ListView, ctx: PageContext): FilterTag[] {
  const { culture, t } = ctx;
  const filter = view.result.query.filter;
  const selection = selectionOf(filter);
  const money = moneyFormatter(ctx.locale, ctx.session.currency);
  const href = (next: Filters) => listHref(view, { filter: next });
  const named = (facetKey: string, value: string) =>
    formatLabel(t(`Catalog.${facetKey}`), value, ctx.locale);
  const tags: FilterTag[] = [];
  for (const id of selection.categories) {
    const next = { ...filter, Categories: without(selection.categories, id) };
    tags.push({
      type: 'Categories',
      value: String(id),
      label: named('Categories', categoryName(id, culture)),
      href: href(next),
    });
  }
  for (const id of selection.brands) {
    const next = { ...filter, Brands: without(selection.brands, id) };
    tags.push({
      type: 'Brands',
      value: String(id),
      label: named('Brands', brandName(id)),
      href: href(next),
    });
  }
  for (const [attributeId, values] of selection.attributes) {
    for (const id of values) {
      const nested = Object.fromEntries(
        [...selection.attributes].map(([key, ids]) => [
          key,
          key === attributeId ? without(ids, id) : [...ids],
        ]),
      );
      tags.push({
        type: `ProductAttributes.${attributeId}`,
        value: String(id),
        label: named(attributeTitleKey(attributeId), attributeValueName(attributeId, id, culture)),
        href: href({ ...filter, ProductAttributes: nested }),
      });
    }
  }
  const { min, max } = selection.price;
  if (min !== undefined || max !== undefined) {
    const rest: Filters = { ...filter };
    delete rest.Price;
    const label =
      min !== undefined && max !== undefined
        ? t('Catalog.PriceBetween', { min: money(min), max: money(max) })
        : min !== undefined
          ? t('Catalog.PriceAtLeast', { min: money(min) })
          : t('Catalog.PriceAtMost', { max: money(max ?? 0) });
    tags.push({ type: 'Price', value: '', label: named('Price', label), href: href(rest) });
  }
  return tags;
}

export function filterTagList(view: ListView, tags: FilterTag[], t: Translate) {
  const list = tags.length
    ? html`<ul class="filter-tags__list" aria-label="${t('Catalog.SelectedFilters')}">
        ${tags.map(
          (tag) => html`<li><a class="filter-tag" href="${tag.href}" data-filter-type="${tag.type}"
            data-value="${tag.value}" aria-label="${t('Catalog.RemoveFilter', { name: tag.label })}">
            ${tag.label} <span aria-hidden="true">×</span></a></li>`,
        )}
        <li><a class="filter-tags__clear" href="${listHref(view, { filter: {} })}">${t('Catalog.ClearAll')}</a></li>
      </ul>`
    : '';
  // data-keep-focus: removing a tag keeps focus among the tags left (decision 019).
  return html`<div class="filter-tags" data-keep-focus="filter-tags">${list}</div>`;
}
