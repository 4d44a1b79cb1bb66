/** Small deterministic PRNG (mulberry32) and helpers: the catalogue never uses Math.random. */
export type Rng = () => number;

export const CATALOG_SEED = 0x5eed2024;

export const mulberry32 = (seed: number): Rng => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A generator of its own for one item, so editing one product never reshuffles the others. */
export const rngFor = (key: number): Rng => mulberry32(CATALOG_SEED ^ Math.imul(key, 0x9e3779b1));

/** Element at index, throwing instead of returning undefined (noUncheckedIndexedAccess). */
export const at = <T>(items: readonly T[], index: number): T => {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No item at index ${index}`);
  return item;
};

export const intBetween = (rng: Rng, min: number, max: number): number =>
  min + Math.floor(rng() * (max - min + 1));

export const chance = (rng: Rng, probability: number): boolean => rng() < probability;

export const pick = <T>(rng: Rng, items: readonly T[]): T =>
  at(items, Math.floor(rng() * items.length));

/** `count` distinct items, kept in their original order. */
export const sample = <T>(rng: Rng, items: readonly T[], count: number): T[] => {
  const indexes = items.map((_, index) => index);
  for (let i = indexes.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const swap = at(indexes, i);
    indexes[i] = at(indexes, j);
    indexes[j] = swap;
  }
  return indexes
    .slice(0, Math.min(count, items.length))
    .sort((a, b) => a - b)
    .map((index) => at(items, index));
};

/** Rounds to 2 decimals (cents). */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;
