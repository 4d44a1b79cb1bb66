/**
 * Issue 5: the product page's media and sharing blocks (owned by the media work): the photo
 * gallery fragment (also answered by GET widget/catalog/ProductPhotosGallery), the 360-degree
 * viewer, the social-share buttons and the associated-product rows. Every block is useful
 * without script: links to the full images, the first spin frame, plain share links.
 */
import { productById } from '../../data/catalog';
import { hasSpin, SPIN_FRAMES } from '../../data/catalog/spinFrames';
import type { Product, ProductVariant } from '../../data/catalog/types';
import type { PageContext } from '../../shared/context';
import { html, jsonForScript, raw } from '../../shared/html';
import { productCard, productUrl } from '../../shared/productCard';

/** The colour value of a variant (images follow it: media/product/{id}/{i}.svg?v={value}). */
function colourOf(product: Product, variant: ProductVariant) {
  const index = product.attributes.findIndex((attribute) => attribute.kind === 'colour');
  const id = index < 0 ? undefined : variant.valueIds[index];
  return product.attributes[index]?.values.find((value) => value.ProductAttributeValueId === id);
}

/** The address of a variant's picture: its colour's artwork (`index` 0 is the main one). */
export function variantImageUrl(
  base: string,
  product: Product,
  variant: ProductVariant,
  index = 0,
): string {
  const colour = colourOf(product, variant);
  const query = colour ? `?v=${colour.ProductAttributeValueId}` : '';
  return `${base}media/product/${product.id}/${index}.svg${query}`;
}

/** Inner HTML of the gallery region for one variant. */
export function productGalleryFragment(
  ctx: PageContext,
  product: Product,
  variant: ProductVariant,
) {
  const colour = colourOf(product, variant);
  const name = [product.name[ctx.culture], colour?.label[ctx.culture]].filter(Boolean).join(' – ');
  const count = product.imageCount;
  const images = Array.from({ length: count }, (_, index) => ({
    src: variantImageUrl(ctx.base, product, variant, index),
    alt: ctx.t('Catalog.PhotoAlt', { name, index: index + 1, count }),
  }));
  const [first] = images;
  const props = { title: name, images, width: 600, height: 600 };
  return html`<div class="product-gallery" data-widget="product-gallery">
    <script type="application/json" data-props>${raw(jsonForScript(props))}</script>
    <a class="product-gallery__main" href="${first?.src ?? ''}">
      <img src="${first?.src ?? ''}" alt="${first?.alt ?? name}" width="600" height="600" />
    </a>
    ${
      count > 1
        ? html`<ul class="product-gallery__thumbs" aria-label="${ctx.t('Catalog.Gallery')}">
          ${images.map(
            (image, index) => html`<li><a href="${image.src}">
              <img src="${image.src}" alt="${ctx.t('Catalog.Thumbnail', { index: index + 1 })}" width="96" height="96" loading="lazy" />
            </a></li>`,
          )}
        </ul>`
        : ''
    }
  </div>`;
}

/** The 360-degree viewer placeholder, or nothing when the product has no spin images. */
export function spinViewer(ctx: PageContext, product: Product) {
  if (!hasSpin(product)) return html``;
  const name = product.name[ctx.culture];
  const src = `${ctx.base}media/product/${product.id}/spin/{frame}.svg`;
  return html`<section class="product-spin">
    <h2 class="product-spin__title">${ctx.t('Catalog.RotateView')}</h2>
    <div data-widget="viewer-360" data-hydrate="visible" data-src="${src}"
      data-frames="${SPIN_FRAMES}" data-name="${name}">
      <img src="${src.replace('{frame}', '0')}" alt="${ctx.t('Catalog.SpinOf', { name })}"
        width="600" height="600" loading="lazy" />
    </div>
  </section>`;
}

// Simplified 24×24 glyphs, drawn in currentColor: no third-party script or image is loaded.
const icons: Record<string, string> = {
  facebook:
    '<path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.6-4h-4.1V8.9c0-.6.4-.9.9-.9z"/>',
  x: '<path d="M3.5 3h5l4 5.6L17.3 3H20l-6.2 7.2L20.8 21h-5l-4.3-6-5.2 6H3.6l6.6-7.7zm3 1.5 9.8 14.9h1.7L8.2 4.5z"/>',
  linkedin:
    '<path d="M4 9h3.6v12H4zm1.8-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.4v1.7c.5-1 1.7-2 3.6-2 3.7 0 4.3 2.4 4.3 5.6V21h-3.6v-5.9c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1v6H10z"/>',
  pinterest:
    '<path d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5.1s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.5-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.4-4.5-4.4-3 0-4.8 2.3-4.8 4.6 0 .9.3 1.9.8 2.4l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.4-.7-2.2-2.7-2.2-4.3 0-3.5 2.6-6.8 7.4-6.8 3.9 0 6.9 2.8 6.9 6.5 0 3.9-2.4 7-5.8 7-1.1 0-2.2-.6-2.6-1.3l-.7 2.7c-.3 1-1 2.2-1.4 3A10 10 0 1 0 12 2z"/>',
  whatsapp:
    '<path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 1.8a8.2 8.2 0 1 1-4.3 15.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8zM8.6 7.3c-.2 0-.5 0-.8.3-.3.3-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.1 4.8 4.3 2.3.9 2.8.7 3.3.7.5-.1 1.6-.7 1.8-1.3.2-.6.2-1.2.2-1.3-.1-.1-.3-.2-.6-.3l-2-1c-.3-.1-.5-.2-.7.1l-.9 1.1c-.2.2-.3.2-.6.1-.3-.2-1.2-.5-2.3-1.4-.9-.8-1.4-1.7-1.6-2-.2-.3 0-.4.1-.6l.5-.5.3-.5v-.5l-.9-2.2c-.2-.5-.4-.5-.6-.5z"/>',
  email:
    '<path d="M3 5.5h18v13H3zM3.8 6.5 12 12.6l8.2-6.1" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/>',
  copy: '<path d="M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
};

const icon = (name: string) =>
  raw(
    `<svg class="social-share__icon" viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">${icons[name] ?? ''}</svg>`,
  );

/** Social-share and copy-link buttons for the product's canonical address. */
export function socialShare(ctx: PageContext, product: Product) {
  const title = encodeURIComponent(product.name[ctx.culture]);
  const image = encodeURIComponent(
    `${ctx.origin ?? ''}${ctx.base}media/product/${product.id}/0.svg`,
  );
  // {url} is replaced by the address at click time (the variant may have changed it).
  const networks = [
    ['facebook', 'Facebook', 'https://www.facebook.com/sharer/sharer.php?u={url}'],
    ['x', 'X', `https://x.com/intent/post?url={url}&text=${title}`],
    ['linkedin', 'LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/?url={url}'],
    [
      'pinterest',
      'Pinterest',
      `https://pinterest.com/pin/create/button/?url={url}&media=${image}&description=${title}`,
    ],
    ['whatsapp', 'WhatsApp', `https://wa.me/?text=${title}%20{url}`],
    ['email', '', `mailto:?subject=${title}&body={url}`],
  ] as const;
  // Absolute: a share link without script must name the page for another site.
  const url = encodeURIComponent(`${ctx.origin ?? ''}${productUrl(ctx, product)}`);
  return html`<div class="social-share" data-widget="social-share" data-hydrate="visible">
    <ul class="social-share__list" aria-label="${ctx.t('Catalog.ShareProduct')}">
      ${networks.map(
        ([
          network,
          label,
          template,
        ]) => html`<li><a class="social-share__button social-share__button--${network}"
          href="${template.replace('{url}', url)}" data-share="${network}" data-share-template="${template}"
          ${network === 'email' ? '' : raw('target="_blank" rel="noopener noreferrer"')}>${icon(network)}<span
          class="social-share__label">${network === 'email' ? ctx.t('Catalog.ShareByEmail') : ctx.t('Core.ShareOn', { network: label })}</span></a></li>`,
      )}
      <li><button type="button" class="social-share__button social-share__button--copy" data-share-copy hidden>${icon('copy')}<span
        class="social-share__label">${ctx.t('Core.CopyLink')}</span></button></li>
    </ul>
    <div class="social-share__status" role="status"></div>
  </div>`;
}

/** Rows of associated products below the product. */
export function associatedRows(ctx: PageContext, product: Product) {
  const related = product.associatedIds
    .map((id) => productById(id))
    .filter((item): item is Product => item !== undefined);
  if (related.length === 0) return html``;
  const titleId = `associated-${product.id}`;
  // A focusable, labelled region: keyboard users scroll the row with the arrow keys
  // (axe scrollable-region-focusable); the cards' links are reached with Tab as well.
  return html`<section class="product-associated">
    <h2 id="${titleId}">${ctx.t('Catalog.AssociatedProducts')}</h2>
    <div class="product-row" role="region" aria-labelledby="${titleId}" tabindex="0">
      <ul class="product-row__list">
        ${related.map((item) => productCard(ctx, item))}
      </ul>
    </div>
  </section>`;
}
