/** spec 001 §4: the VAT validity reload rule, every transition. */
import { describe, expect, it } from 'vitest';
import { shouldReload, stateOf } from './vatReload';

describe('shouldReload (spec 001 §4)', () => {
  it.each([
    [true, true, false],
    [true, false, true],
    [true, null, true],
    [false, true, true],
    [false, false, false],
    // The one exception: invalid, then the service cannot answer.
    [false, null, false],
    [null, true, true],
    [null, false, true],
    [null, null, false],
  ] as const)('from %s to %s reloads: %s', (before, after, expected) => {
    expect(shouldReload(before, after)).toBe(expected);
  });

  it.each([true, false, null] as const)(
    'from not checked yet to %s reloads (the state changes)',
    (after) => {
      expect(shouldReload(undefined, after)).toBe(true);
    },
  );

  it('reads the state the server wrote', () => {
    expect(stateOf('unchecked')).toBeUndefined();
    expect(stateOf('null')).toBeNull();
    expect(stateOf('true')).toBe(true);
    expect(stateOf('false')).toBe(false);
  });
});
