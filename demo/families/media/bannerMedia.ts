/**
 * Generated home-page banners (issue 4: SVG, never hot-linked): /media/banner/{1..3}.svg.
 * Text-free artwork, the same in every culture; the slide's heading and call to action are
 * HTML on top of it, so they are translated and readable by assistive technology.
 */
import { Hono } from 'hono';
import type { Env } from '../../shared/env';

interface Banner {
  from: string;
  to: string;
  accent: string;
  motif: string;
}

const rings = (cx: number, cy: number, colour: string) =>
  [220, 160, 100]
    .map(
      (r, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="${18 - i * 4}" opacity="${0.35 + i * 0.2}"/>`,
    )
    .join('');

const stripes = (colour: string) =>
  Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M${820 + i * 110} 600L${1040 + i * 110} 0" stroke="${colour}" stroke-width="36" opacity="0.25"/>`,
  ).join('');

const banners: Banner[] = [
  // 1: the sale: warm stripes and a large percent sign.
  {
    from: '#7a2418',
    to: '#e0662f',
    accent: '#ffd9a8',
    motif: `<g font-family="sans-serif" font-weight="800" fill="#ffd9a8"><text x="1180" y="420" font-size="360" opacity="0.9">%</text></g>`,
  },
  // 2: new bags: a satchel outline on teal.
  {
    from: '#0f4c4a',
    to: '#2f8f7f',
    accent: '#c8f0e4',
    motif:
      '<g fill="none" stroke="#c8f0e4" stroke-width="22" stroke-linejoin="round">' +
      '<path d="M1060 250h360l40 280H1020Z"/><path d="M1160 250v-50a80 80 0 0 1 160 0v50"/></g>',
  },
  // 3: watches: a dial with two hands on deep blue.
  {
    from: '#14233f',
    to: '#2d5d9a',
    accent: '#ffe27a',
    motif:
      `${rings(1240, 300, '#ffe27a')}` +
      '<path d="M1240 300V180M1240 300l80 60" stroke="#ffe27a" stroke-width="16" stroke-linecap="round"/>',
  },
];

export function bannerSvg(banner: Banner, index: number): string {
  const id = `g${index}`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600">' +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${banner.from}"/><stop offset="1" stop-color="${banner.to}"/>` +
    `</linearGradient></defs><rect width="1600" height="600" fill="url(#${id})"/>` +
    `${stripes(banner.accent)}<circle cx="140" cy="90" r="260" fill="${banner.accent}" opacity="0.12"/>` +
    `${banner.motif}</svg>`
  );
}

export const BANNER_COUNT = banners.length;

export function bannerMediaRoutes() {
  const media = new Hono<Env>();
  media.get('/:file', (c) => {
    const index = Number(/^(\d)\.svg$/.exec(c.req.param('file'))?.[1]) - 1;
    const banner = banners[index];
    if (!banner) return c.notFound();
    return new Response(bannerSvg(banner, index), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      },
    });
  });
  return media;
}
