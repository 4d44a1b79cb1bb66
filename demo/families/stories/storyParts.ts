/** Pieces the stories family's pages share: a photo, a date. */
import type { PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { PHOTOS, photoPath, type Scene } from './storiesData';
import { strings } from './strings';

/** An image with its intrinsic size, so the page keeps its place while it loads. */
export function photoImage(ctx: PageContext, scene: Scene, loading: 'lazy' | 'eager' = 'lazy') {
  const photo = PHOTOS[scene];
  const alt = strings[ctx.culture].pages.scenes[scene];
  return html`<img src="${photoPath(ctx.base, scene)}" alt="${alt}" width="${photo.width}" height="${photo.height}" loading="${loading}" decoding="async">`;
}

/** A photo that links to its large version (what the zoom-images widget opens in its dialog). */
export function zoomFigure(ctx: PageContext, scene: Scene, className: string, caption = true) {
  const photo = PHOTOS[scene];
  const shape = photo.height > photo.width ? ' story-figure--portrait' : '';
  return html`<figure class="${className}${className.includes('story-figure') ? shape : ''}">
    <a href="${photoPath(ctx.base, scene)}" data-width="${photo.width}" data-height="${photo.height}">${photoImage(ctx, scene)}</a>
    ${caption ? html`<figcaption>${strings[ctx.culture].pages.scenes[scene]}</figcaption>` : ''}
  </figure>`;
}

export const longDate = (ctx: PageContext, iso: string) =>
  new Intl.DateTimeFormat(ctx.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
