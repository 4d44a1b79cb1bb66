/**
 * The stories' photos, drawn as SVG (never hot-linked; docs/architecture.md §7): a sky, two
 * rows of hills, a sun and a field of small marks that only show their detail when zoomed.
 */
import { Hono } from 'hono';
import type { Env } from '../../shared/env';
import { PHOTOS, type Photo, SCENES, type Scene } from './storiesData';

/** A small deterministic generator, so a scene is the same drawing on every request. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const hills = (
  width: number,
  height: number,
  base: number,
  amplitude: number,
  next: () => number,
) => {
  const points: string[] = [`M0 ${height}`, `L0 ${base}`];
  const steps = 8;
  for (let i = 1; i <= steps; i += 1) {
    const x = (width / steps) * i;
    const y = base - amplitude * (0.3 + next() * 0.7);
    points.push(`Q${(x - width / steps / 2).toFixed(0)} ${y.toFixed(0)} ${x.toFixed(0)} ${base}`);
  }
  points.push(`L${width} ${height}Z`);
  return points.join(' ');
};

export function sceneSvg(photo: Photo): string {
  const { width, height, colours } = photo;
  const [sky, far, near, accent] = colours;
  const next = random(SCENES.indexOf(photo.scene) * 7919 + 17);
  const marks: string[] = [];
  for (let i = 0; i < 140; i += 1) {
    const x = next() * width;
    const y = height * (0.62 + next() * 0.36);
    const r = 2 + next() * 5;
    marks.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}"/>`);
  }
  const sunX = width * (0.2 + next() * 0.6);
  const sunY = height * (0.18 + next() * 0.15);
  const sunR = Math.min(width, height) * 0.09;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${sunR.toFixed(0)}" fill="${accent}"/>
<path d="${hills(width, height, height * 0.62, height * 0.25, next)}" fill="${far}"/>
<path d="${hills(width, height, height * 0.8, height * 0.18, next)}" fill="${near}"/>
<g fill="${accent}" opacity="0.8">${marks.join('')}</g>
</svg>`;
}

export function storiesMediaRoutes() {
  const media = new Hono<Env>();
  media.get('/:file', (c) => {
    const scene = c.req.param('file').replace(/\.svg$/, '') as Scene;
    const photo =
      SCENES.includes(scene) && c.req.param('file').endsWith('.svg') ? PHOTOS[scene] : undefined;
    if (!photo) return c.notFound();
    return new Response(sceneSvg(photo), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      },
    });
  });
  return media;
}
