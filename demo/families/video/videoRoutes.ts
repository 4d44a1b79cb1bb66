/**
 * The video family of the demo CMS (issue 15): the videos page, and local stand-ins for what a
 * shop gets from YouTube and Vimeo (their API scripts and embed pages; the machine has no
 * internet), plus the videos' posters. The demo's page settings point the video modal at them
 * (demo/shared/videoServices.ts).
 */
import { type Context, Hono } from 'hono';
import { renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { playerPage } from './playerPage';
import { EMBED_SCRIPT, VIMEO_API, YOUTUBE_API } from './playerScripts';
import { strings } from './strings';
import { videoPage } from './videoPage';
import { posterSvg, videoOf, videos } from './videos';

const script = (body: string) =>
  new Response(body, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });

export function videoFamily(): Family {
  const routes = new Hono<Env>();
  routes.get('/:culture/videos', (c) => renderPage(c, 'videos', videoPage));
  routes.get('/demo/video/youtube/iframe_api.js', () => script(YOUTUBE_API));
  routes.get('/demo/video/vimeo/player.js', () => script(VIMEO_API));
  routes.get('/demo/video/embed.js', () => script(EMBED_SCRIPT));
  const player = (service: string, id: string, c: Context<Env>) => {
    const video = videoOf(service, id);
    if (!video) return c.notFound();
    // The embed has no culture of its own: the title in the reference culture.
    return c.html(
      playerPage(c.var.base, video, strings.fr.pages.videos[video.key].title) as string,
    );
  };
  routes.get('/demo/video/youtube/embed/:id', (c) => player('youtube', c.req.param('id'), c));
  routes.get('/demo/video/vimeo/video/:id', (c) => player('vimeo', c.req.param('id'), c));
  routes.get('/demo/video/poster/:file', (c) => {
    const video = videos.find((item) => `${item.id}.svg` === c.req.param('file'));
    if (!video) return c.notFound();
    return new Response(posterSvg(video), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      },
    });
  });
  return { name: 'video', routes, strings };
}
