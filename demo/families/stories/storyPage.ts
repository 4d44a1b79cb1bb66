/**
 * A photo story (spec 001 §2 "detail page with zoomable images", "masonry list", "gallery"):
 * the post with its photos (zoom-images), the photos again as a masonry list (masonry inside
 * zoom-images), and a gallery of square thumbnails (zoom-images).
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { PHOTOS, type Post, photoPath } from './storiesData';
import { longDate, photoImage, zoomFigure } from './storyParts';
import { strings } from './strings';

export function storyPage(ctx: PageContext, post: Post) {
  const text = strings[ctx.culture].pages;
  const words = text.posts[post.slug];
  const root = cultureRoot(ctx);
  const dialogTitle = text.story.photosOf.replace('{{title}}', words.title);
  const [first, second] = post.photos;
  const all = [post.hero, ...post.photos];
  const body = html`<article class="content-page story-page">
    <p><a href="${root}blog#${post.slug}">← ${text.story.backToBlog}</a></p>
    <h1>${words.title}</h1>
    <p class="blog-post__date">${text.story.published.replace('{{date}}', longDate(ctx, post.date))}</p>
    <div class="story-detail" data-widget="zoom-images" data-title="${dialogTitle}">
      <p class="lead">${words.summary}</p>
      ${zoomFigure(ctx, post.hero, 'story-figure story-figure--wide')}
      <p>${words.body[0]}</p>
      ${first ? zoomFigure(ctx, first, 'story-figure') : ''}
      <p>${words.body[1]}</p>
      ${second ? zoomFigure(ctx, second, 'story-figure') : ''}
    </div>
    <section class="story-section" aria-labelledby="story-masonry-title">
      <h2 id="story-masonry-title">${text.story.masonryTitle}</h2>
      <div data-widget="zoom-images" data-title="${dialogTitle}">
        <ul class="story-masonry" data-widget="masonry" data-column-width="220" data-gap="12">
          ${all.map((scene) => html`<li>${zoomFigure(ctx, scene, 'story-tile')}</li>`)}
        </ul>
      </div>
    </section>
    <section class="story-section" aria-labelledby="story-gallery-title">
      <h2 id="story-gallery-title">${text.story.galleryTitle}</h2>
      <p>${text.story.galleryIntro}</p>
      <ul class="story-gallery" data-widget="zoom-images" data-title="${dialogTitle}">
        ${all.map(
          (scene) =>
            html`<li><a href="${photoPath(ctx.base, scene)}" data-width="${PHOTOS[scene].width}" data-height="${PHOTOS[scene].height}">${photoImage(ctx, scene)}</a></li>`,
        )}
      </ul>
    </section>
  </article>`;
  return layout(ctx, { title: words.title, body });
}
