/**
 * The "our shops" page's hero picture (issue 15): a shopping street at dusk, drawn as SVG
 * (the demo never hot-links images). Taller than its box: the parallax moves it.
 */
const FRONTS = [
  { x: 0, w: 260, h: 430, wall: '#c8a27a', awning: '#8c2f39' },
  { x: 260, w: 220, h: 500, wall: '#e4d3b5', awning: '#1f4e79' },
  { x: 480, w: 300, h: 450, wall: '#a8796a', awning: '#2f6b4f' },
  { x: 780, w: 240, h: 520, wall: '#d9c3a0', awning: '#8c2f39' },
  { x: 1020, w: 280, h: 470, wall: '#b98f6b', awning: '#3b3b6d' },
  { x: 1300, w: 300, h: 500, wall: '#e0cdb0', awning: '#1f4e79' },
];

function front({ x, w, h, wall, awning }: (typeof FRONTS)[number]): string {
  const top = 800 - h;
  const windows = [0, 1, 2]
    .flatMap((row) =>
      [0, 1, 2].map(
        (col) =>
          `<rect x="${x + 30 + col * ((w - 60) / 3)}" y="${top + 40 + row * 80}" width="${(w - 60) / 3 - 20}" height="50" rx="4" fill="#ffd98a" opacity="${0.55 + ((row + col) % 3) * 0.15}"/>`,
      ),
    )
    .join('');
  const stripes = Array.from(
    { length: Math.floor(w / 40) },
    (_, i) =>
      `<rect x="${x + i * 40}" y="${top + 290}" width="20" height="36" fill="#fff" opacity="0.35"/>`,
  ).join('');
  return `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}"/>${windows}
<rect x="${x}" y="${top + 290}" width="${w}" height="36" fill="${awning}"/>${stripes}
<rect x="${x + 20}" y="${top + 336}" width="${w - 40}" height="${h - 346}" fill="#2b2118"/>
<rect x="${x + 30}" y="${top + 346}" width="${w - 60}" height="${h - 370}" fill="#f6e7c8" opacity="0.85"/>`;
}

export const heroSvg = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 800" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#243b6b"/><stop offset="1" stop-color="#e8a87c"/></linearGradient></defs>
<rect width="1600" height="800" fill="url(#sky)"/>
<circle cx="1320" cy="140" r="46" fill="#fff4d6" opacity="0.9"/>
${FRONTS.map(front).join('\n')}
<rect y="770" width="1600" height="30" fill="#5b5048"/>
</svg>`;
