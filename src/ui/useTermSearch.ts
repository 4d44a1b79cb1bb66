/**
 * Type-ahead requests (spec 000 §5, §9; anchors/storefront.md "Search with suggestions"):
 * nothing under 2 characters, a short debounce, one cached answer per normalised term, and
 * never an answer for a term the shopper has since changed (Dawn bug #2199). Shared by the
 * type-aheads: search box, customer references, cities, customers, searchable selects.
 */
import { useEffect, useRef, useState } from 'react';
import { classifyFailure, failureMessage } from '../core/errorPolicy';
import type { ListPhase } from './useCombobox';

/** spec 000 §9: type-aheads ask from 2 characters (the search box, customer references…). */
export const SEARCH_MIN_LENGTH = 2;
export const DEBOUNCE_MS = 250;
/** spec 000 §9 "type-ahead display limit 30": the type-ahead works on the first 30 characters. */
export const TYPEAHEAD_LIMIT = 30;

export type TermState<T> =
  | { status: 'idle' }
  | { status: 'loading'; term: string; previous?: { term: string; data: T } }
  | { status: 'done'; term: string; data: T }
  | { status: 'error'; term: string };

/** One spelling per search: trimmed, single spaces, lower case, at most 30 characters. */
export const normaliseTerm = (text: string): string =>
  text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, TYPEAHEAD_LIMIT).trim();

/**
 * What may be shown for `term`: the answer for it, or, while a longer term loads, the answer
 * for the term it extends (the fix of Dawn #2249). An answer for any other term is never shown.
 */
export function shownFor<T>(
  state: TermState<T>,
  term: string,
  minLength = SEARCH_MIN_LENGTH,
): T | undefined {
  if (term.length < minLength) return undefined;
  const last =
    state.status === 'done' ? state : state.status === 'loading' ? state.previous : undefined;
  return last && term.startsWith(last.term) ? last.data : undefined;
}

/** Where the answer for `term` stands, for the combobox status (an older term's counts for nothing). */
export function termPhase<T>(
  state: TermState<T>,
  term: string,
  minLength = SEARCH_MIN_LENGTH,
): ListPhase {
  if (term.length < minLength) return 'short';
  if (state.status === 'loading') return 'loading';
  if (state.status === 'idle' || state.term !== term) return 'waiting';
  return state.status;
}

/** `minLength`: from how many characters it asks (2; the postal-code type-ahead 4, spec 001 §5). */
export function useTermSearch<T>(
  text: string,
  fetcher: (term: string) => Promise<T>,
  cache?: Map<string, T>,
  minLength = SEARCH_MIN_LENGTH,
): { term: string; state: TermState<T> } {
  const term = normaliseTerm(text);
  const [state, setState] = useState<TermState<T>>({ status: 'idle' });
  // The term typed last: an answer for any other term is stale and dropped.
  const latest = useRef(term);

  useEffect(() => {
    latest.current = term;
    if (term.length < minLength) {
      setState({ status: 'idle' });
      return;
    }
    const hit = cache?.get(term);
    if (hit !== undefined) {
      setState({ status: 'done', term, data: hit });
      return;
    }
    const timer = setTimeout(() => {
      setState((before) => {
        const previous =
          before.status === 'done'
            ? { term: before.term, data: before.data }
            : before.status === 'loading'
              ? before.previous
              : undefined;
        return { status: 'loading', term, ...(previous ? { previous } : {}) };
      });
      fetcher(term).then(
        (data) => {
          cache?.set(term, data);
          if (latest.current === term) setState({ status: 'done', term, data });
        },
        (error: unknown) => {
          // An abort means a newer request replaced this one: nothing to tell.
          if (classifyFailure(error).kind === 'silent' || latest.current !== term) return;
          // A 401 opens the login modal (spec 000 §8), back to this page; the list then says it
          // is unavailable, as for any other failure (a timeout included, decision 047).
          failureMessage(error);
          setState({ status: 'error', term });
        },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, fetcher, cache, minLength]);

  return { term, state };
}
