/**
 * Generated artwork: self-contained SVGs (no external references, generic font families only)
 * for products, categories and brands.
 */
import { categories, mainCategoryIdOf } from './categories';
import type { Kind, Shape } from './kind';
import { kindByFamily, kinds } from './kinds';
import { at } from './prng';
import { homeShapes } from './shapes-home';
import { playShapes } from './shapes-play';
import { wearShapes } from './shapes-wear';
import { brightness, hsl, mix, shade } from './svg-colour';
import type { Draw, Palette } from './svg-parts';
import type { Brand, Category, Product } from './types';

const SVG_NS = 'http://www.w3.org/2000/svg';
const INK = '#1d2025';
const shapes: Partial<Record<Shape, Draw>> = { ...wearShapes, ...homeShapes, ...playShapes };

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const paletteOf = (hue: number, code1?: string, code2?: string, code3?: string): Palette => {
  if (code1 === undefined) {
    return {
      a: hsl(hue, 0.6, 0.52),
      b: hsl(hue + 35, 0.55, 0.36),
      c: hsl(hue - 25, 0.7, 0.74),
      d: INK,
      l: '#f4f3ef',
    };
  }
  const light = brightness(code1) > 0.6;
  return {
    a: code1,
    b: code2 ?? shade(code1, light ? -0.3 : brightness(code1) < 0.25 ? 0.35 : -0.3),
    c: code3 ?? code2 ?? shade(code1, light ? -0.15 : 0.45),
    d: INK,
    l: '#f4f3ef',
  };
};

const compositions = [
  {
    angle: 0,
    scale: 1,
    tint: 0.82,
    decor: '<ellipse cx="300" cy="530" rx="190" ry="20" fill="#000" opacity=".1"/>',
  },
  {
    angle: -8,
    scale: 0.9,
    tint: 0.88,
    decor: '<circle cx="300" cy="300" r="235" fill="#fff" opacity=".5"/>',
  },
  {
    angle: 7,
    scale: 1,
    tint: 0.76,
    decor:
      '<path d="M-100 500L500-100M0 700L700 0M200 800L800 200" stroke="#fff" ' +
      'stroke-width="70" opacity=".3"/>',
  },
  {
    angle: -4,
    scale: 1.3,
    tint: 0.9,
    decor:
      '<path d="M40 50H600M40 150H600M40 250H600M40 350H600M40 450H600M40 550H600" ' +
      'stroke="#fff" stroke-width="16" stroke-linecap="round" stroke-dasharray="0 100" ' +
      'opacity=".7"/>',
  },
] as const;

/** One 600×600 illustration: background by `index`, the shape rotated and scaled on top. */
const artwork = (shape: Shape, palette: Palette, index: number): string => {
  const composition = at(compositions, ((index % 4) + 4) % 4);
  const draw = shapes[shape] ?? shapes.blocks;
  const background =
    brightness(palette.a) > 0.78
      ? mix('#d9e2ec', palette.a, 1 - composition.tint)
      : mix(palette.a, '#ffffff', composition.tint);
  const offset = Math.round(300 - 300 * composition.scale);
  const { angle, scale } = composition;
  const transform = `translate(${offset} ${offset}) scale(${scale}) rotate(${angle} 300 300)`;
  return (
    `<svg xmlns="${SVG_NS}" viewBox="0 0 600 600" width="600" height="600">` +
    `<rect width="600" height="600" fill="${background}"/>${composition.decor}` +
    `<g transform="${transform}" stroke="${INK}" stroke-opacity=".45" stroke-width="5" ` +
    'stroke-linejoin="round" stroke-linecap="round">' +
    `${draw?.(palette) ?? ''}</g></svg>`
  );
};

/** First family of a category or of its subcategories. */
const kindOfCategory = (categoryId: number): Kind | undefined =>
  kinds.find((kind) => mainCategoryIdOf(kind.categoryId) === categoryId) ??
  kinds.find((kind) => kind.categoryId === categoryId) ??
  kinds.find((kind) => mainCategoryIdOf(kind.categoryId) === mainCategoryIdOf(categoryId));

/**
 * Gallery image `index` (0-3 vary angle, background and detail) of a product, in the colours of
 * the colour value `valueId` (else its first colour, else its hue).
 */
export const productImageSvg = (product: Product, index: number, valueId?: number): string => {
  const kind =
    (product.family === undefined ? undefined : kindByFamily(product.family)) ??
    kindOfCategory(product.categoryId);
  const colours = product.attributes.find((attribute) => attribute.kind === 'colour')?.values ?? [];
  const value =
    colours.find((candidate) => candidate.ProductAttributeValueId === valueId) ?? colours[0];
  const palette = paletteOf(product.hue, value?.ColorCode1, value?.ColorCode2, value?.ColorCode3);
  return artwork(kind?.shape ?? 'blocks', palette, index);
};

export const categoryImageSvg = (category: Category): string => {
  const position = categories.findIndex((candidate) => candidate.id === category.id);
  const hue = ((position < 0 ? category.id : position) * 47 + 15) % 360;
  return artwork(kindOfCategory(category.id)?.shape ?? 'blocks', paletteOf(hue), 1);
};

/** A 240×120 wordmark: a coloured emblem with the initial, then the brand name. */
export const brandLogoSvg = (brand: Brand): string => {
  const hue = (brand.id * 137) % 360;
  const ink = hsl(hue, 0.55, 0.3);
  const accent = hsl(hue + 20, 0.65, 0.5);
  const variant = brand.id % 3;
  const name = variant === 2 ? brand.name.toUpperCase() : brand.name;
  const family = variant === 1 ? 'serif' : 'sans-serif';
  const size = Math.min(30, Math.floor(240 / name.length));
  const width = name.length * size * (variant === 2 ? 0.72 : 0.6);
  const fit = width > 136 ? ' textLength="136" lengthAdjust="spacingAndGlyphs"' : '';
  const emblems = [
    `<circle cx="48" cy="60" r="26" fill="${accent}"/>`,
    `<path d="M48 32L76 60L48 88L20 60Z" fill="${accent}"/>`,
    `<rect x="22" y="34" width="52" height="52" rx="12" fill="${accent}"/>`,
  ];
  return (
    `<svg xmlns="${SVG_NS}" viewBox="0 0 240 120" width="240" height="120">` +
    `<rect width="240" height="120" rx="16" fill="${mix(accent, '#ffffff', 0.9)}"/>` +
    at(emblems, variant) +
    '<text x="48" y="69" text-anchor="middle" font-family="sans-serif" font-size="26" ' +
    `font-weight="700" fill="#fff">${escapeXml(name.charAt(0))}</text>` +
    `<text x="88" y="${60 + Math.round(size * 0.35)}" font-family="${family}" ` +
    `font-size="${size}" font-weight="700" fill="${ink}"${fit}>${escapeXml(name)}</text></svg>`
  );
};
