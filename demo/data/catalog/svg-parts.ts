/** Tiny SVG element builders shared by the shape files. */

/** Colours of one illustration. */
export interface Palette {
  /** Main colour (ColorCode1 or the product hue). */
  a: string;
  /** Second colour: ColorCode2, else a shade of the main colour. */
  b: string;
  /** Third colour: ColorCode3, else ColorCode2, else a tint of the main colour. */
  c: string;
  /** Dark ink for details. */
  d: string;
  /** Light part (soles, dials). */
  l: string;
}

export type Draw = (p: Palette) => string;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
): string => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;

export const circle = (cx: number, cy: number, r: number, fill: string): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;

export const path = (d: string, fill: string): string => `<path d="${d}" fill="${fill}"/>`;

const strokeAttributes = (stroke: string, width: number, dash?: string): string =>
  `fill="none" stroke="${stroke}" stroke-width="${width}" stroke-opacity="1"${
    dash === undefined ? '' : ` stroke-dasharray="${dash}"`
  }`;

/** A stroked, unfilled path (ignores the outline group's opacity). */
export const line = (d: string, stroke: string, width: number, dash?: string): string =>
  `<path d="${d}" ${strokeAttributes(stroke, width, dash)}/>`;

/** A stroked, unfilled circle. */
export const ring = (
  cx: number,
  cy: number,
  r: number,
  stroke: string,
  width: number,
  dash?: string,
): string => `<circle cx="${cx}" cy="${cy}" r="${r}" ${strokeAttributes(stroke, width, dash)}/>`;

export const WOOD = '#b07a4a';
export const METAL = '#c3c8cf';
export const RUBBER = '#26272b';
