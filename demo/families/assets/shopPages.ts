/**
 * What the shop shows of the saved assets (issue 14): a product's main image and gallery on
 * its page (a section added through the product family's public.ts), a news post with its
 * picture and attachments, a content page with its brochure and documents. Names as text.
 */
import type { Product } from '../../data/catalog/types';
import type { PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { fileNameOf, savedThumbUri, savedUri } from './addresses';
import { newsTitle, pageTitle } from './editorPages';
import { newsAssets, pageAssets, productAssets } from './editorStore';
import { type SavedAsset, savedAsset } from './storage';
import { strings } from './strings';

const assetsOf = (ids: readonly (string | undefined)[]) =>
  ids.flatMap((id) => (id ? (savedAsset(id) ?? []) : []));

const picture = (ctx: PageContext, asset: SavedAsset, className: string) =>
  html`<img class="${className}" src="${savedUri(ctx.base, asset)}" alt="${asset.Name}"${
    asset.Width && asset.Height ? html` width="${asset.Width}" height="${asset.Height}"` : ''
  } loading="lazy" />`;

const sizeText = (ctx: PageContext, bytes: number) =>
  new Intl.NumberFormat(ctx.locale, {
    style: 'unit',
    unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes >= 1024 * 1024 ? bytes / 1024 / 1024 : Math.max(1, bytes / 1024));

/** A list of files to download: name (as text), type and size. */
export function fileList(ctx: PageContext, assets: SavedAsset[], titleId: string, title: string) {
  if (assets.length === 0) return '';
  return html`<section class="asset-files" aria-labelledby="${titleId}">
    <h2 id="${titleId}">${title}</h2>
    <ul class="asset-files__list">${assets.map(
      (
        asset,
      ) => html`<li><a href="${savedUri(ctx.base, asset)}" download="${fileNameOf(asset)}">${asset.Name}</a>
        <span class="asset-files__meta">${asset.kind.ext.toUpperCase()}, ${sizeText(ctx, asset.size)}</span></li>`,
    )}</ul>
  </section>`;
}

/** A gallery of saved images: thumbnails linking to the full image. */
function gallery(ctx: PageContext, assets: SavedAsset[], titleId: string, title: string) {
  if (assets.length === 0) return '';
  return html`<section class="asset-gallery" aria-labelledby="${titleId}">
    <h2 id="${titleId}">${title}</h2>
    <ul class="asset-gallery__list">${assets.map(
      (asset) =>
        html`<li><a href="${savedUri(ctx.base, asset)}"><img src="${savedThumbUri(ctx.base, asset) ?? savedUri(ctx.base, asset)}" alt="${asset.Name}" loading="lazy" /></a></li>`,
    )}</ul>
  </section>`;
}

/** The product page's section of the images an editor saved (nothing when none). */
export function productAssetsSection(ctx: PageContext, product: Product) {
  const saved = productAssets(product.id);
  const [main] = assetsOf([saved.main]);
  const images = assetsOf(saved.gallery);
  if (!main && images.length === 0) return '';
  const text = strings[ctx.culture].pages.shop;
  return html`<div class="product-assets" data-product-assets="${product.id}">
    ${main ? html`<figure class="product-assets__main">${picture(ctx, main, 'product-assets__image')}</figure>` : ''}
    ${gallery(ctx, images, 'product-assets-gallery', text.gallery)}
  </div>`;
}

export function newsPage(ctx: PageContext, id: string) {
  const saved = newsAssets(id);
  if (!saved) return undefined;
  const text = strings[ctx.culture].pages.shop;
  const title = newsTitle(ctx, id);
  const [image] = assetsOf([saved.picture]);
  const body = html`<article class="content-page news-post">
    <p class="news-post__kicker">${text.newsHeading}</p>
    <h1>${title}</h1>
    ${image ? html`<figure class="news-post__picture">${picture(ctx, image, 'news-post__image')}</figure>` : ''}
    <p>${text.newsBodies[id as keyof typeof text.newsBodies] ?? ''}</p>
    ${fileList(ctx, assetsOf(saved.attachments), 'news-attachments', text.attachments)}
  </article>`;
  return layout(ctx, { title, body });
}

export function contentPage(ctx: PageContext, id: string) {
  const saved = pageAssets(id);
  if (!saved) return undefined;
  const text = strings[ctx.culture].pages.shop;
  const title = pageTitle(ctx, id);
  const body = html`<article class="content-page document-page">
    <h1>${title}</h1>
    <p>${text.pageBodies[id as keyof typeof text.pageBodies] ?? ''}</p>
    ${fileList(ctx, assetsOf([saved.brochure]), 'page-brochure', text.brochure)}
    ${fileList(ctx, assetsOf(saved.documents), 'page-documents', text.documents)}
  </article>`;
  return layout(ctx, { title, body });
}
