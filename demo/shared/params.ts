/** Reading numbers from an address's parameters. */

/** A whole number clamped to [min, max], or the fallback when the text is not a number. */
export const integerParam = (
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
};

/** An id from the address (NaN when there is none, which matches no record). */
export const idParam = (raw: string | undefined) => Number.parseInt(raw ?? '', 10);
