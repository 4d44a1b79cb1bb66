/** Colour arithmetic for the generated artwork (hex strings only). */
import { at } from './prng';

type Rgb = readonly [number, number, number];

const parse = (hex: string): Rgb => {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6).padEnd(6, '0'), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const format = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((part) =>
      Math.round(Math.min(255, Math.max(0, part)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Linear mix: amount 0 keeps `from`, 1 gives `to`. */
export const mix = (from: string, to: string, amount: number): string => {
  const [r1, g1, b1] = parse(from);
  const [r2, g2, b2] = parse(to);
  return format([r1 + (r2 - r1) * amount, g1 + (g2 - g1) * amount, b1 + (b2 - b1) * amount]);
};

/** Darker (amount < 0) or lighter (amount > 0). */
export const shade = (hex: string, amount: number): string =>
  amount < 0 ? mix(hex, '#000000', -amount) : mix(hex, '#ffffff', amount);

/** Relative brightness 0 (black) to 1 (white). */
export const brightness = (hex: string): number => {
  const [r, g, b] = parse(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

const sectors: readonly ((chroma: number, x: number) => Rgb)[] = [
  (c, x) => [c, x, 0],
  (c, x) => [x, c, 0],
  (c, x) => [0, c, x],
  (c, x) => [0, x, c],
  (c, x) => [x, 0, c],
  (c, x) => [c, 0, x],
];

/** Hue 0-359, saturation and lightness 0-1. */
export const hsl = (hue: number, saturation: number, lightness: number): string => {
  const h = (((hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = at(sectors, Math.floor(h) % 6)(chroma, x);
  return format([(sector[0] + m) * 255, (sector[1] + m) * 255, (sector[2] + m) * 255]);
};
