/**
 * What `product-variations` shows before it mounts, and without scripts (decision 012): the
 * price, the SKU and each choice, row for row the size of the widget's own (issue 10 §1: the
 * product page does not move when the widget mounts). A choice is a row of links to the
 * variant with that value (`?variant=`), so a page without scripts can change it; a select of
 * the widget is the current value in a box of the select's size; the quantity field and the
 * add-to-cart button, which need the widget, have their room kept.
 */
import type { Product, ProductVariant } from '../../data/catalog/types';
import type { PageContext } from '../../shared/context';
import { html, raw } from '../../shared/html';
import { moneyFormatter } from '../../shared/money';
import { priceTag } from '../../shared/priceTag';
import { productUrl } from '../../shared/productCard';
import { variationAnswer } from './variation';

type Answer = ReturnType<typeof variationAnswer>;
type Attribute = Answer['ProductVariantAttributesViewModel'][number];
type Value = Attribute['ProductAttributeValuesViewModel'][number];

/** The variant with `valueId` for attribute `index` and the current other values, if any. */
function variantWith(product: Product, current: ProductVariant, index: number, valueId: number) {
  const wanted = current.valueIds.map((id, at) => (at === index ? valueId : id));
  return (
    product.variants.find((v) => v.valueIds.every((id, at) => id === wanted[at])) ??
    product.variants.find((v) => v.valueIds[index] === valueId)
  );
}

function swatch(value: Value) {
  const colours = [value.ColorCode1, value.ColorCode2, value.ColorCode3].filter(Boolean);
  const share = 100 / Math.max(colours.length, 1);
  const background =
    colours.length > 1
      ? `linear-gradient(135deg, ${colours.map((c, i) => `${c} ${i * share}% ${(i + 1) * share}%`).join(', ')})`
      : (colours[0] ?? '');
  return html`<span class="product__swatch" style="background:${background}" aria-hidden="true"></span><span class="visually-hidden">${value.DisplayValue}</span>`;
}

function choice(
  ctx: PageContext,
  product: Product,
  variant: ProductVariant,
  attribute: Attribute,
  index: number,
) {
  const chosenId = variant.valueIds[index];
  const values = attribute.ProductAttributeValuesViewModel;
  const chosen = values.find((value) => value.ProductAttributeValueId === chosenId);
  if (attribute.VariationDisplayTypeValue === 'Select') {
    return html`<div class="product__choice">
      <p class="product__choice-name">${attribute.Value}</p>
      <p class="product__choice-box">${chosen?.DisplayValue ?? ''}</p>
    </div>`;
  }
  const swatches = attribute.VariationDisplayTypeValue === 'Square';
  return html`<div class="product__choice">
    <p class="product__choice-name">${attribute.Value}${chosen ? html` <span>${chosen.DisplayValue}</span>` : ''}</p>
    <ul class="product__choice-values${swatches ? ' is-swatches' : ''}">
      ${values.map((value) => {
        const target = variantWith(product, variant, index, value.ProductAttributeValueId);
        const href = `${productUrl(ctx, product)}?variant=${target?.ProductVariantId ?? variant.ProductVariantId}`;
        const current = value.ProductAttributeValueId === chosenId;
        return html`<li><a href="${href}"${current ? raw(' aria-current="true"') : ''}${value.IsUnavailable ? raw(' class="is-unavailable"') : ''}>${swatches ? swatch(value) : value.DisplayValue}</a></li>`;
      })}
    </ul>
  </div>`;
}

export function variationsFallback(ctx: PageContext, product: Product, variant: ProductVariant) {
  const money = moneyFormatter(ctx.locale, ctx.session.currency);
  const { min, step, max } = product.quantity;
  const answer = variationAnswer(product, variant.valueIds, min, {
    culture: ctx.culture,
    currency: ctx.session.currency,
    base: ctx.base,
  });
  const model = answer.ProductVariantViewModel;
  // The widget shows the total of the first quantity when it is more than one.
  const total =
    min > 1 && !model.IsUnavailable
      ? html`<p class="product__total">${ctx.t('Catalog.TotalPrice', { amount: money(model.UnitPriceTaxIncl * min) })}</p>`
      : '';
  const hint = step > 1 || min > 1 || max > 0;
  return html`<div class="product__summary">
    <p class="product__price">${priceTag(ctx, variant, html` <span class="product__tax">${ctx.t('Catalog.PriceTaxIncl')}</span>`)}</p>
    ${total}
    <p class="product__sku">${ctx.t('Catalog.Sku')} <span>${model.SKU}</span></p>
    ${answer.ProductVariantAttributesViewModel.map((attribute, index) =>
      choice(ctx, product, variant, attribute, index),
    )}
    <div class="product__order-room${hint ? ' product__order-room--hint' : ''}" aria-hidden="true"></div>
  </div>`;
}
