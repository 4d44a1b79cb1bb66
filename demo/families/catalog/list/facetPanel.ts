/**
 * The facet form (decision 009 markup contract; spec 000 §2 filter panel): a plain GET form
 * whose checkboxes are named after the filter type, so it works without JavaScript; the
 * filter-panel widget turns its changes into the next address. Also the body of
 * `widget/catalog/ListFilter` (spec 001 §7).
 */
import type { Culture } from '../../../data/catalog/types';
import { html, raw } from '../../../shared/html';
import type { Translate } from '../../../shared/t';
import type { Facet, Facets, FacetValue, PriceFacet } from '../facets';

export interface FacetFormOptions {
  culture: Culture;
  /** For the currency's symbol as the shopper's locale writes it (decision 018). */
  locale: string;
  currency: string;
  /** The string look-up of the asking page (its `ctx.t`). */
  t: Translate;
  /** The list's path: the form's action. */
  action: string;
  /** Parameters kept as hidden inputs (q, sort, pageSize, display, entityName). */
  hidden: Array<[string, string]>;
  facets: Facets;
}

const checked = (on: boolean) => (on ? raw(' checked') : '');

const swatchStyle = (colours: string[]) =>
  colours.map((colour, index) => `--swatch-${index + 1}:${colour}`).join(';');

function valueLabel(facet: Facet, value: FacetValue) {
  const name =
    facet.type === 'ProductAttributes' ? `ProductAttributes.${facet.attributeId}` : facet.type;
  // Zero-count values stay visible but cannot be ticked, unless ticked already.
  const disabled = value.count === 0 && !value.selected;
  const swatch = value.colours
    ? html`<span class="swatch swatch--${value.colours.length}" style="${swatchStyle(value.colours)}" aria-hidden="true"></span>`
    : '';
  return html`<label class="facet__value${value.colours ? ' facet__swatch' : ''}${disabled ? ' facet__value--empty' : ''}">
    <input type="checkbox" name="${name}" value="${value.id}"${checked(value.selected)}${disabled ? raw(' disabled') : ''} />
    ${swatch}<span class="facet__label">${value.label}</span> <span class="facet__count">${value.count}</span>
  </label>`;
}

/**
 * A long facet shows its first values and a "show all (16)" disclosure for the rest (issue 10
 * §4; it used to hide them in a scroll box with no hint). A native `<details>`: it works
 * without script, the browser says expanded or collapsed and opens it from the keyboard, the
 * form still sends the values inside, and the shell opens it when focus must return to a value
 * in it after a list change (decision 019). Open from the start when a hidden value is ticked.
 */
export const FACET_SHOWN = 6;
/** Below this, every value shows: hiding one or two behind a button costs more than it saves. */
const FACET_COLLAPSE_FROM = FACET_SHOWN + 3;

function listFacet(t: Translate, facet: Facet) {
  const attribute =
    facet.attributeId === undefined ? '' : raw(` data-attribute-id="${facet.attributeId}"`);
  const collapse = facet.values.length >= FACET_COLLAPSE_FROM;
  const shown = collapse ? facet.values.slice(0, FACET_SHOWN) : facet.values;
  const rest = collapse ? facet.values.slice(FACET_SHOWN) : [];
  const label = (value: FacetValue) => valueLabel(facet, value);
  return html`<fieldset class="facet" data-filter-type="${facet.type}"${attribute}>
    <legend>${t(`Catalog.${facet.titleKey}`)}</legend>
    <div class="facet__values${facet.values.some((v) => v.colours) ? ' facet__values--swatches' : ''}">
      ${shown.map(label)}
      ${
        rest.length
          ? html`<details class="facet__more"${rest.some((value) => value.selected) ? raw(' open') : ''}>
        <summary class="facet__toggle"><span class="facet__show-all">${t('Catalog.ShowAllValues', { count: facet.values.length })}</span><span class="facet__show-fewer">${t('Catalog.ShowFewerValues')}</span></summary>
        ${rest.map(label)}
      </details>`
          : ''
      }
    </div>
  </fieldset>`;
}

function currencySymbol(locale: string, currency: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

function priceFacet(t: Translate, options: FacetFormOptions, price: PriceFacet) {
  const symbol = currencySymbol(options.locale, options.currency);
  const input = (bound: 'min' | 'max', labelKey: string) => html`<label class="facet__bound">
      <span>${t(labelKey)} (${symbol})</span>
      <input type="number" name="Price.${bound}" inputmode="decimal" step="any"
        min="${price.min}" max="${price.max}" placeholder="${price[bound]}"
        value="${price.selected[bound] ?? ''}" />
    </label>`;
  return html`<fieldset class="facet facet--price" data-filter-type="Price">
    <legend>${t('Catalog.PriceRange')}</legend>
    <div class="facet__range">${input('min', 'Catalog.PriceMin')}${input('max', 'Catalog.PriceMax')}</div>
  </fieldset>`;
}

export function facetForm(options: FacetFormOptions) {
  const { t } = options;
  const { lists, price } = options.facets;
  return html`<form class="facets" method="get" action="${options.action}" data-facets>
    ${options.hidden.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
    ${lists.map((facet) => listFacet(t, facet))}
    ${price ? priceFacet(t, options, price) : ''}
    <button type="submit" class="button button--primary facets__submit">${t('Catalog.ApplyFilters')}</button>
  </form>`;
}

/**
 * The aside around the form: a disclosure that collapses at ≤ 768 px (spec 000 §9). With the
 * widget on a phone, the opener button shows its content in a drawer (issue 10 §1) with a head
 * (the title and a close button) and a foot ("show N products", N the list's result count);
 * the drawer's parts are hidden anywhere else.
 */
export function filterPanel(
  options: FacetFormOptions,
  counts: { active: number; total: number },
  before: unknown = '',
) {
  const { t } = options;
  const badge = counts.active
    ? html` <span class="filter-panel__badge">${counts.active}</span>`
    : '';
  // data-keep-focus: a change keeps focus on its control, in the page or in the drawer (decision 019).
  return html`<aside class="filter-panel" aria-labelledby="filters-title" data-keep-focus="filters">
    ${before}
    <div class="filter-panel__widget" data-widget="filter-panel" data-refresh-on-click="true">
      <button type="button" class="filter-panel__open" data-filter-drawer-open aria-haspopup="dialog" hidden>${t('Catalog.ShowFilters')}${badge}</button>
      <details class="filter-panel__toggle">
        <summary class="filter-panel__summary">${t('Catalog.ShowFilters')}${badge}</summary>
        <div class="filter-panel__content" data-filter-drawer>
          <div class="filter-panel__head">
            <h2 id="filters-title" class="filter-panel__title">${t('Catalog.Filters')}</h2>
            <button type="button" class="filter-panel__close" data-filter-drawer-close>
              <span aria-hidden="true">×</span><span class="visually-hidden">${t('Core.Close')}</span>
            </button>
          </div>
          ${facetForm(options)}
          <p class="filter-panel__foot">
            <button type="button" class="button button--primary filter-panel__show" data-filter-drawer-close>${t('Catalog.ShowProducts', { count: counts.total })}</button>
          </p>
        </div>
      </details>
    </div>
  </aside>`;
}
