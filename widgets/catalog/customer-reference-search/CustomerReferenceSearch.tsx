import { useEffect, useRef, useState } from 'react';
import {
  type CustomerReference,
  type CustomerReferencePage,
  searchCustomerReferences,
} from '../../../src/api/catalog';
import { classifyFailure, failureMessage } from '../../../src/core/errorPolicy';
import { useTranslation } from '../../../src/core/react/translation';
import { type ListPhase, useCombobox } from '../../../src/ui/useCombobox';
import {
  SEARCH_MIN_LENGTH,
  shownFor,
  termPhase,
  useTermSearch,
} from '../../../src/ui/useTermSearch';
import { ReferenceList } from './ReferenceList';
import './customerReferenceSearch.css';
import '../../../src/ui/visuallyHidden.css';

/** What the combobox says: unavailable, nothing found, how many. */
const STRINGS = {
  failed: 'Catalog.ReferenceSearchUnavailable',
  empty: 'Catalog.NoReferenceFound',
  count: 'Catalog.ReferenceCount',
};
const cache = new Map<string, CustomerReferencePage>();
const firstPage = (term: string) => searchCustomerReferences(term, 1);

/** A page after the first that loads or failed speaks for the list. */
function phaseWithMore(phase: ListPhase, more: 'idle' | 'loading' | 'error'): ListPhase {
  if (phase === 'short' || more === 'idle') return phase;
  return more;
}

/** Pages after the first, for one term. */
interface More {
  term: string;
  page: number;
  items: CustomerReference[];
  hasMore: boolean;
}

export default function CustomerReferenceSearch() {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const { term, state } = useTermSearch(text, firstPage, cache);
  const first = shownFor(state, term);
  const [more, setMore] = useState<More>();
  const [moreState, setMoreState] = useState<'idle' | 'loading' | 'error'>('idle');
  const latest = useRef(term);
  useEffect(() => {
    latest.current = term;
    setMoreState('idle');
  }, [term]);

  const extra = more?.term === term ? more : undefined;
  const items = first ? [...first.Items, ...(extra?.items ?? [])] : [];
  const answered = termPhase(state, term) === 'done';
  const hasMore = answered && (extra ? extra.hasMore : (first?.HasMore ?? false));
  const combo = useCombobox({
    root,
    count: items.length,
    listKey: first,
    phase: phaseWithMore(termPhase(state, term), moreState),
    strings: STRINGS,
    linkOf: (index) => items[index]?.ProductLink,
  });

  async function loadMore() {
    const page = (extra?.page ?? 1) + 1;
    const forTerm = term;
    const before = items.length;
    setMoreState('loading');
    try {
      const answer = await searchCustomerReferences(forTerm, page);
      // A page for a term the shopper has since changed is dropped, like any stale answer.
      if (latest.current !== forTerm) return;
      const next = [...(extra?.items ?? []), ...answer.Items];
      setMore({ term: forTerm, page, items: next, hasMore: answer.HasMore });
      setMoreState('idle');
      // Keyboard users go on from the first new reference.
      input.current?.focus();
      combo.setOpen(true);
      if (answer.Items.length > 0) combo.setActive(before);
    } catch (error) {
      if (classifyFailure(error).kind === 'silent' || latest.current !== forTerm) return;
      // A 401 opens the login modal (spec 000 §8); the list says the page did not load.
      failureMessage(error);
      setMoreState('error');
    }
  }

  return (
    <div ref={root} className="vitrine-refsearch">
      <label className="vitrine-refsearch__label" htmlFor={combo.inputId}>
        {t('Catalog.ReferenceSearchLabel')}
      </label>
      <input
        ref={input}
        className="vitrine-refsearch__input"
        type="search"
        value={text}
        aria-describedby={`${combo.id}-hint`}
        {...combo.getInputProps({ onChange: (event) => setText(event.target.value) })}
      />
      <p id={`${combo.id}-hint`} className="vitrine-refsearch__hint">
        {t('Catalog.ReferenceSearchHint', { count: SEARCH_MIN_LENGTH })}
      </p>
      <ReferenceList
        combo={combo}
        label={t('Catalog.References')}
        items={items}
        more={hasMore ? t('Catalog.MoreResults') : ''}
        busy={moreState === 'loading'}
        onMore={() => void loadMore()}
      />
      <p className="vitrine-refsearch__status vitrine-visually-hidden" role="status">
        {combo.status}
      </p>
    </div>
  );
}
