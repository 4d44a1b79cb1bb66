/** One lap of the marquee runs the list's own width at `speed` px/s (at least 5 s). */
export function lapSeconds(listWidth: number, speed: number): number {
  if (!(listWidth > 0) || !(speed > 0)) return 5;
  return Math.max(5, Math.round((listWidth / speed) * 10) / 10);
}
