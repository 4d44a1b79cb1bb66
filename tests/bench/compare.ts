/**
 * The side-by-side rows of `npm run bench` (issue 16 §1): each measure is taken for Vitrine and
 * its peer in the same run, interleaved A B A B …, and printed as `measure | Vitrine | peer |
 * ratio` with medians and min-max over the rounds; the ratio is of the medians, its range that of
 * the rounds' own ratios (round n of Vitrine against round n of the peer).
 */

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export interface Row {
  measure: string;
  unit: 'ms' | 'MB';
  vitrine: number[];
  /** The peer's name as printed before its figure, e.g. "Turbo 8 Drive". */
  peer: string;
  peers: number[];
}

const digits = (unit: Row['unit'], value: number) =>
  unit === 'MB' ? value.toFixed(2) : value.toFixed(value < 10 ? 1 : 0);

function figure(unit: Row['unit'], values: number[]): string {
  const range = `${digits(unit, Math.min(...values))}-${digits(unit, Math.max(...values))}`;
  return `${digits(unit, median(values))} ${unit} (${range})`;
}

function ratio(row: Row): string {
  const rounds = row.vitrine
    .map((value, index) => value / (row.peers[index] ?? Number.NaN))
    .filter(Number.isFinite);
  const middle = median(row.vitrine) / median(row.peers);
  const range = rounds.length
    ? ` (${Math.min(...rounds).toFixed(2)}-${Math.max(...rounds).toFixed(2)})`
    : '';
  return `${middle.toFixed(2)}×${range}`;
}

/** Prints the rows as a table whose columns line up. */
export function printRows(title: string, rows: Row[]): void {
  const cells = rows.map((row) => [
    row.measure,
    figure(row.unit, row.vitrine),
    `${row.peer} ${figure(row.unit, row.peers)}`,
    ratio(row),
  ]);
  const header = ['measure', 'Vitrine', 'peer', 'ratio'];
  const widths = header.map((name, column) =>
    Math.max(name.length, ...cells.map((line) => (line[column] ?? '').length)),
  );
  const line = (values: string[]) =>
    `  ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')}`.trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  for (const values of cells) console.log(line(values));
}

/**
 * Runs every side once per round, in the order given, for `rounds` rounds (A B A B …), and
 * returns each side's results in round order.
 */
export async function interleaved<T, K extends string>(
  rounds: number,
  sides: Record<K, () => Promise<T>>,
): Promise<Record<K, T[]>> {
  const names = Object.keys(sides) as K[];
  const results = Object.fromEntries(names.map((name) => [name, [] as T[]])) as Record<K, T[]>;
  for (let round = 0; round < rounds; round++) {
    for (const name of names) results[name].push(await sides[name]());
  }
  return results;
}
