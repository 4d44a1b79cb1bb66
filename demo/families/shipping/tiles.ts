/**
 * The demo's own road-map tiles (issue 11): the machine has no internet and no request may
 * leave the demo, so the map's tiles are drawn here, in Web Mercator tile space, as a
 * plausible road map: land, water (lakes and a river), parks, a grid of streets with a
 * wider grid of main roads, slightly bent so it does not look ruled. The same world at every
 * zoom: features are functions of world coordinates, drawn at the tile's scale.
 */
import { encodePng } from './png';

export const TILE_SIZE = 256;
export const MAX_TILE_ZOOM = 18;

type Rgb = [number, number, number];
const LAND: Rgb = [242, 239, 233];
const PARK: Rgb = [200, 230, 190];
const WATER: Rgb = [170, 211, 223];
const CASING: Rgb = [214, 208, 198];
const STREET: Rgb = [255, 255, 255];
const MAIN_CASING: Rgb = [224, 170, 110];
const MAIN: Rgb = [252, 214, 164];

const TAU = Math.PI * 2;

/** Water where this smooth field is high: lakes of a few km and one wide river per ~50 km. */
function waterAt(u: number, v: number): boolean {
  const lakes =
    Math.sin(u * TAU * 3100 + 1.3) * Math.sin(v * TAU * 2900 + 0.4) +
    0.5 * Math.sin(u * TAU * 7300 + v * TAU * 5100);
  if (lakes > 1.12) return true;
  const band = v * 1800 + 0.35 * Math.sin(u * TAU * 2200);
  return Math.abs(band - Math.round(band)) < 0.02;
}

function parkAt(u: number, v: number): boolean {
  return Math.sin(u * TAU * 9100 + 2.1) * Math.sin(v * TAU * 8700 + 1.7) > 0.86;
}

/** Distance in pixels from (u, v) to the nearest line of a grid of `cells` per world side. */
function gridDistance(u: number, v: number, cells: number, pxPerWorld: number): number {
  const gu = u * cells + 0.12 * Math.sin(v * cells * 0.9);
  const gv = v * cells + 0.12 * Math.sin(u * cells * 0.8 + 1);
  const du = Math.abs(gu - Math.round(gu));
  const dv = Math.abs(gv - Math.round(gv));
  return (Math.min(du, dv) * pxPerWorld) / cells;
}

function colourAt(u: number, v: number, pxPerWorld: number, zoom: number): Rgb {
  if (waterAt(u, v)) return WATER;
  // Main roads every ~1.5 km, streets every ~400 m (at the latitudes of the demo's cities).
  const main = gridDistance(u, v, 2 ** 14 + 0.37, pxPerWorld);
  const mainWidth = Math.max(1.5, zoom - 9.5);
  if (main < mainWidth) return MAIN;
  if (main < mainWidth + 1.2) return MAIN_CASING;
  if (zoom >= 13) {
    const street = gridDistance(u, v, 2 ** 16 + 0.61, pxPerWorld);
    const width = Math.max(1, (zoom - 12) * 1.2);
    if (street < width) return STREET;
    if (street < width + 1) return CASING;
  }
  return parkAt(u, v) ? PARK : LAND;
}

export function renderTile(zoom: number, x: number, y: number): Buffer {
  const pxPerWorld = TILE_SIZE * 2 ** zoom;
  const rgb = new Uint8Array(TILE_SIZE * TILE_SIZE * 3);
  for (let py = 0; py < TILE_SIZE; py++) {
    const v = (y * TILE_SIZE + py + 0.5) / pxPerWorld;
    for (let px = 0; px < TILE_SIZE; px++) {
      const u = (x * TILE_SIZE + px + 0.5) / pxPerWorld;
      rgb.set(colourAt(u, v, pxPerWorld, zoom), (py * TILE_SIZE + px) * 3);
    }
  }
  return encodePng(TILE_SIZE, TILE_SIZE, rgb);
}

const cache = new Map<string, Buffer>();
const CACHE_LIMIT = 4000;

/** The tile, drawn once and kept in memory (the oldest forgotten past the limit). */
export function tile(zoom: number, x: number, y: number): Buffer | undefined {
  const side = 2 ** zoom;
  if (!Number.isInteger(zoom) || zoom < 0 || zoom > MAX_TILE_ZOOM) return undefined;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= side || y >= side)
    return undefined;
  const key = `${zoom}/${x}/${y}`;
  let found = cache.get(key);
  if (!found) {
    found = renderTile(zoom, x, y);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, found);
  }
  return found;
}
