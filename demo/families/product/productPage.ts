/**
 * The product page of the demo (issue 5, decision 012): server-rendered blocks, each a widget
 * placeholder that refreshes itself when the `product-variations` widget changes the variant.
 * `?variant={ProductVariantId}` opens that variant (spec 000 §2: a shared address opens it).
 */
import { brands, categories, defaultVariant } from '../../data/catalog';
import type { Category, Product, ProductVariant } from '../../data/catalog/types';
import { cultureRoot, type PageContext } from '../../shared/context';
import { html, raw } from '../../shared/html';
import { layout } from '../../shared/layout';
import { strings as sharedStrings } from '../../shared/strings/index';
import { customerReferenceFragment } from '../customer-references/public';
import { wishlistButtons } from '../wishlist/public';
import { associatedRows, productGalleryFragment, socialShare, spinViewer } from './media';
import { productSections } from './sections';
import { degressiveFragment, stockFragment } from './stock';
import { productVariationsProps } from './variation';
import { variationsFallback } from './variationsFallback';

/**
 * The variant of `?variant=` when it exists (even out of stock: a shared address shows what was
 * shared), else the first one that can be ordered (issue 10 §4: never a disabled button first).
 */
export function shownVariant(product: Product, search: string): ProductVariant {
  const asked = Number(new URLSearchParams(search).get('variant'));
  return (
    product.variants.find((variant) => variant.available && variant.ProductVariantId === asked) ??
    defaultVariant(product)
  );
}

/** The category and its parents, outermost first. */
function categoryTrail(categoryId: number): Category[] {
  const trail: Category[] = [];
  let current = categories.find((c) => c.id === categoryId);
  while (current && !trail.includes(current)) {
    trail.unshift(current);
    const parentId = current.parentId;
    current = categories.find((c) => c.id === parentId);
  }
  return trail;
}

/** A variant-fragment region (decision 012): `src` is refetched when the variant changes. */
const region = (
  className: string,
  src: string,
  product: Product,
  variant: ProductVariant,
  content: unknown,
  params?: Record<string, unknown>,
) =>
  html`<div class="${className}" data-widget="variant-fragment" data-src="${src}"
    data-product-id="${product.id}" data-product-variant-id="${variant.ProductVariantId}"
    ${params ? html`data-params="${JSON.stringify(params)}"` : ''}>${content}</div>`;

export function productPage(ctx: PageContext, product: Product) {
  const brand = brands.find((b) => b.id === product.brandId);
  const variant = shownVariant(product, ctx.search);
  const root = cultureRoot(ctx);
  const name = product.name[ctx.culture];
  const body = html`<article class="product" data-product-id="${product.id}">
    <nav class="breadcrumb" aria-label="${ctx.t('Catalog.ProductPageBreadcrumb')}">
      <ol>
        <li><a href="${root}">${sharedStrings[ctx.culture].pages.nav.home}</a></li>
        ${categoryTrail(product.categoryId).map(
          (category) =>
            html`<li><a href="${root}catalog/category/${category.slug}">${category.name[ctx.culture]}</a></li>`,
        )}
        <li><span aria-current="page">${name}</span></li>
      </ol>
    </nav>
    <div class="product__layout">
      <div class="product__media">
        ${region('product__gallery', 'widget/catalog/ProductPhotosGallery', product, variant, productGalleryFragment(ctx, product, variant))}
      </div>
      <div class="product__spin">${spinViewer(ctx, product)}</div>
      <div class="product__info">
        ${brand ? html`<p class="product__brand"><a href="${root}catalog/brand/${brand.slug}">${brand.name}</a></p>` : ''}
        <h1>${name}</h1>
        <div class="product__variations" data-widget="product-variations">
          <script type="application/json" data-props>${raw(productVariationsProps(ctx, product, variant))}</script>
          ${variationsFallback(ctx, product, variant)}
        </div>
        ${
          product.degressivePrices.length
            ? region(
                'product__degressive',
                'widget/catalog/DegressivePrice',
                product,
                variant,
                degressiveFragment(ctx, product, variant),
              )
            : ''
        }
        ${region('product__stock', 'widget/catalog/StockByWarehouse', product, variant, stockFragment(ctx, product, variant), { displayAllActiveWarehouses: false })}
        ${wishlistButtons(ctx, product, variant)}
        ${region('product__reference', 'widget/catalog/CustomerReferenceUpdate', product, variant, customerReferenceFragment(ctx, product, variant))}
        <section class="product__description" aria-labelledby="product-description-title">
          <h2 id="product-description-title">${ctx.t('Catalog.ProductPageDescription')}</h2>
          <p>${product.description[ctx.culture]}</p>
        </section>
        ${socialShare(ctx, product)}
      </div>
    </div>
    ${productSections(ctx, product)}
    ${associatedRows(ctx, product)}
  </article>`;
  return layout(ctx, { title: name, body });
}
