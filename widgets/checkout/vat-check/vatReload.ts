/**
 * spec 001 §4: "the page reloads when the validity state changes, except when the old state is
 * invalid and the new result is null". `undefined` is a number not checked yet.
 */
export type VatState = boolean | null | undefined;

export function shouldReload(before: VatState, after: boolean | null): boolean {
  if (before === false && after === null) return false;
  return before !== after;
}

/** The `data-state` attribute the server writes, as a state. */
export const stateOf = (attribute: 'true' | 'false' | 'null' | 'unchecked'): VatState =>
  attribute === 'unchecked' ? undefined : attribute === 'null' ? null : attribute === 'true';
