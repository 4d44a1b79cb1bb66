/**
 * The known name closest to a misspelt one (issue 10 §5): `data-animaton` → `data-animation`,
 * `baskett-summary` → `basket-summary`. Levenshtein distance, accepted up to a third of the
 * word's length (at least 2), so a suggestion is a likely typo, not any name at all.
 */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of candidates) {
    const distance = editDistance(word, name);
    if (!best || distance < best.distance) best = { name, distance };
  }
  const limit = Math.max(2, Math.floor(word.length / 3));
  return best && best.distance <= limit ? best.name : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
