/**
 * The videos page (issue 15): two advice videos, one per video service, each a video modal.
 * Without JavaScript each poster is a link to the video on its service's site.
 */
import type { PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { strings } from './strings';
import { type DemoVideo, videos } from './videos';

const SERVICE_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/** Where the demo's "watch on the service's site" goes: the local player page. */
export const watchUrl = (base: string, video: DemoVideo) =>
  video.service === 'youtube'
    ? `${base}demo/video/youtube/embed/${video.id}`
    : `${base}demo/video/vimeo/video/${video.id}`;

function videoCard(ctx: PageContext, video: DemoVideo) {
  const text = strings[ctx.culture].pages.videos;
  const { title, text: about } = text[video.key];
  const poster = `${ctx.base}demo/video/poster/${video.id}.svg`;
  const watch = text.watchOn
    .replace('{{service}}', SERVICE_NAMES[video.service])
    .replace('{{title}}', title);
  return html`<article class="video-card">
    <div class="video-card__player" data-widget="video-modal" data-hydrate="visible"
      data-service="${video.service}" data-video-id="${video.id}" data-title="${title}" data-poster="${poster}">
      <a class="video-card__fallback" href="${watchUrl(ctx.base, video)}">
        <img src="${poster}" alt="" width="1280" height="720" />
        <span>${watch}</span>
      </a>
    </div>
    <h2>${title}</h2>
    <p>${about}</p>
  </article>`;
}

export function videoPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages.videos;
  const body = html`<section class="content-page videos-page">
    <h1>${text.title}</h1>
    <p>${text.intro}</p>
    <div class="video-cards">${videos.map((video) => videoCard(ctx, video))}</div>
  </section>`;
  return layout(ctx, { title: text.title, body });
}
