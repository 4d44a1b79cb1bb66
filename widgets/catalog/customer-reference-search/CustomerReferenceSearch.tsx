import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CustomerReference,
  type CustomerReferencePage,
  SEARCH_MIN_LENGTH,
  searchCustomerReferences,
} from '../../../src/api/catalog';
import { isAbort } from '../../../src/core/http';
import { navigate } from '../../../src/core/navigation';
import { safeReturnUrl } from '../../../src/core/paths';
import { useCombobox } from '../../../src/ui/useCombobox';
import { shownFor, useTermSearch } from '../../../src/ui/useTermSearch';
import { ReferenceList } from './ReferenceList';
import './customerReferenceSearch.css';
import '../../../src/ui/visuallyHidden.css';

const cache = new Map<string, CustomerReferencePage>();
const firstPage = (term: string) => searchCustomerReferences(term, 1);

/** Pages after the first, for one term. */
interface More {
  term: string;
  page: number;
  items: CustomerReference[];
  hasMore: boolean;
}

export default function CustomerReferenceSearch() {
  const { t } = useTranslation();
  const id = useId();
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
  const answered = state.status === 'done' && state.term === term;
  const hasMore = answered && (extra ? extra.hasMore : (first?.HasMore ?? false));
  const combo = useCombobox(root, items.length, first, (index) => go(items[index]));

  function go(item: CustomerReference | undefined) {
    const href = item && safeReturnUrl(item.ProductLink);
    if (!href) return;
    combo.setOpen(false);
    navigate(href);
  }

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
      if (!isAbort(error) && latest.current === forTerm) setMoreState('error');
    }
  }

  const failed = (state.status === 'error' && state.term === term) || moreState === 'error';
  const empty = answered && items.length === 0;
  const status =
    term.length < SEARCH_MIN_LENGTH
      ? ''
      : failed
        ? t('Catalog.ReferenceSearchUnavailable')
        : empty
          ? t('Catalog.NoReferenceFound')
          : state.status === 'loading' || moreState === 'loading'
            ? t('Core.Loading')
            : answered
              ? t('Catalog.ReferenceCount', { count: items.length })
              : '';
  const expanded =
    combo.open && term.length >= SEARCH_MIN_LENGTH && (items.length > 0 || empty || failed);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <div ref={root} className="vitrine-refsearch">
      <label className="vitrine-refsearch__label" htmlFor={`${id}-input`}>
        {t('Catalog.ReferenceSearchLabel')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="vitrine-refsearch__input"
        type="search"
        value={text}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={`${id}-hint`}
        aria-activedescendant={expanded && combo.active >= 0 ? optionId(combo.active) : undefined}
        onChange={(event) => {
          setText(event.target.value);
          combo.setOpen(true);
        }}
        onFocus={() => combo.setOpen(true)}
        onKeyDown={combo.onKeyDown}
      />
      <p id={`${id}-hint`} className="vitrine-refsearch__hint">
        {t('Catalog.ReferenceSearchHint', { count: SEARCH_MIN_LENGTH })}
      </p>
      <ReferenceList
        listId={listId}
        optionId={optionId}
        label={t('Catalog.References')}
        open={expanded}
        items={items}
        active={combo.active}
        message={failed || empty ? status : ''}
        failed={failed}
        more={hasMore ? t('Catalog.MoreResults') : ''}
        busy={moreState === 'loading'}
        onMore={() => void loadMore()}
        onHover={combo.setActive}
        onChoose={(index) => go(items[index])}
      />
      <p className="vitrine-refsearch__status vitrine-visually-hidden" role="status">
        {combo.open ? status : ''}
      </p>
    </div>
  );
}
