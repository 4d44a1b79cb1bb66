/**
 * The local player pages (issue 15), stand-ins for `youtube-nocookie.com/embed/{id}` and
 * `player.vimeo.com/video/{id}`: a `<video>` of the demo's generated clip and the script that
 * answers the service's postMessage protocol (playerScripts.ts).
 */
import { html } from '../../shared/html';
import type { DemoVideo } from './videos';

export function playerPage(base: string, video: DemoVideo, title: string) {
  return html`<!doctype html>
<html lang="en" data-service="${video.service}" data-video-id="${video.id}" data-state="loading">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>html,body{margin:0;height:100%;background:#000}video{display:block;width:100%;height:100%}</style>
  </head>
  <body>
    <video src="${base}demo/media/promo.webm" muted loop playsinline controls preload="auto" aria-label="${title}"></video>
    <script src="${base}demo/video/embed.js"></script>
  </body>
</html>`;
}
