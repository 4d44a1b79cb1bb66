import { describe, expect, it } from 'vitest';
import { SEARCH_MIN_LENGTH, termPhase } from './useTermSearch';

// What the combobox of a type-ahead says about the answer for the term typed (spec 000 §9).

describe('termPhase', () => {
  it('is short under 2 characters, whatever the state', () => {
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(termPhase({ status: 'done', term: 's', data: [] }, 's')).toBe('short');
  });

  it('is loading while a request runs, even for the term before', () => {
    expect(termPhase({ status: 'loading', term: 'sa' }, 'sac')).toBe('loading');
  });

  it('is done or failed only for the answer of this very term', () => {
    expect(termPhase({ status: 'done', term: 'sac', data: [] }, 'sac')).toBe('done');
    expect(termPhase({ status: 'error', term: 'sac' }, 'sac')).toBe('error');
    expect(termPhase({ status: 'done', term: 'sa', data: [] }, 'sac')).toBe('waiting');
    expect(termPhase({ status: 'error', term: 'sa' }, 'sac')).toBe('waiting');
  });

  it('is waiting before anything was asked', () => {
    expect(termPhase({ status: 'idle' }, 'sac')).toBe('waiting');
  });
});
