/**
 * The demo's two videos (issue 15), one per service, with a generated, text-free poster each
 * (SVG, never hot-linked). Both local players show the same generated clip
 * (demo/public/media/promo.webm, scripts/makePromoVideo.ts).
 */
export interface DemoVideo {
  /** Its key in the page texts. */
  key: 'shoes' | 'care';
  service: 'youtube' | 'vimeo';
  id: string;
  from: string;
  to: string;
  accent: string;
}

export const videos: DemoVideo[] = [
  {
    key: 'shoes',
    service: 'youtube',
    id: 'vtRunShoes1',
    from: '#10324a',
    to: '#2f7d9a',
    accent: '#ffd37a',
  },
  {
    key: 'care',
    service: 'vimeo',
    id: '76979871',
    from: '#3b2414',
    to: '#9a5a2f',
    accent: '#f3e2c7',
  },
];

export const videoOf = (service: string, id: string) =>
  videos.find((video) => video.service === service && video.id === id);

/** A 16:9 poster: the video's colours and a motif (a running track, or a brush). */
export function posterSvg(video: DemoVideo): string {
  const motif =
    video.key === 'shoes'
      ? [0, 1, 2, 3]
          .map(
            (i) =>
              `<path d="M0 ${520 - i * 70}Q640 ${300 - i * 60} 1280 ${420 - i * 70}" fill="none" stroke="${video.accent}" stroke-width="10" opacity="${0.3 + i * 0.15}"/>`,
          )
          .join('')
      : `<g fill="${video.accent}"><rect x="940" y="150" width="160" height="260" rx="40" opacity="0.85"/>` +
        `<rect x="980" y="410" width="80" height="160" rx="20" opacity="0.6"/></g>`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">' +
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${video.from}"/>` +
    `<stop offset="1" stop-color="${video.to}"/></linearGradient></defs>` +
    `<rect width="1280" height="720" fill="url(#p)"/>${motif}</svg>`
  );
}
