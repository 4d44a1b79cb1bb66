import type { Product, ProductVariant } from '../../data/catalog/types';
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { productUrl } from '../../shared/productCard';
import { REFERENCE_MAX_LENGTH, referenceOf } from './referenceStore';

/**
 * Inner HTML of the customer-reference region for one variant (spec 000 §3, §8): the shopper's
 * own reference in a form that widgets/product/customer-reference-update posts; anonymous
 * shoppers get a sentence and a sign-in link that comes back to this variant.
 */
export function customerReferenceFragment(
  ctx: PageContext,
  product: Product,
  variant: ProductVariant,
) {
  if (!ctx.session.user) {
    const back = `${productUrl(ctx, product)}?variant=${variant.ProductVariantId}`;
    const login = `${cultureRoot(ctx)}security/login?returnUrl=${encodeURIComponent(back)}`;
    return html`<p class="customer-reference__sign-in">${ctx.t('Catalog.CustomerReferenceSignIn')}
      <a href="${login}">${ctx.t('Security.SignIn')}</a></p>`;
  }
  const reference = referenceOf(ctx.session, variant.ProductVariantId);
  const id = `customer-reference-${variant.ProductVariantId}`;
  return html`<div data-widget="customer-reference-update" data-product-id="${product.id}" data-product-variant-id="${variant.ProductVariantId}" data-reference="${reference}" data-max-length="${REFERENCE_MAX_LENGTH}">
    <form class="vitrine-customer-reference" method="post" data-no-ajax>
      <label class="vitrine-customer-reference__label" for="${id}">${ctx.t('Catalog.CustomerReference')}</label>
      <div class="vitrine-customer-reference__row">
        <input id="${id}" name="CustomerReference" value="${reference}" maxlength="${REFERENCE_MAX_LENGTH}" autocomplete="off" aria-describedby="${id}-hint" />
        <button type="submit" class="button" disabled>${ctx.t('Core.Save')}</button>
      </div>
      <p class="vitrine-customer-reference__hint" id="${id}-hint">${ctx.t('Catalog.CustomerReferenceHint')}</p>
    </form>
  </div>`;
}
