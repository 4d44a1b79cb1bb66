/**
 * spec 001 §3 StandardHoursOfOperation: one line per day, lines separated by `;`. Each line is
 * read as "day: hours" (the first colon followed by a space, so 09:00 stays whole); a line
 * without one is shown whole, as the hours of no named day.
 */
export interface DayHours {
  day: string;
  hours: string;
}

export function parseHours(text: string | null | undefined): DayHours[] {
  if (!text) return [];
  return text
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.search(/:\s/);
      return at > 0
        ? { day: line.slice(0, at).trim(), hours: line.slice(at + 1).trim() }
        : { day: '', hours: line };
    });
}
