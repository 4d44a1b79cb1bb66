import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSuggestions, type Suggestion } from '../../../src/api/catalog';
import { navigate } from '../../../src/core/navigation';
import { cultureUrl, safeReturnUrl } from '../../../src/core/paths';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import { useCombobox } from '../../../src/ui/useCombobox';
import { shownFor, useTermSearch } from '../../../src/ui/useTermSearch';
import type { Props } from './index';
import { SuggestionList } from './SuggestionList';
import { trackSearch } from './track';
import './searchBox.css';
import '../../../src/ui/visuallyHidden.css';

// Shared by every search box of the page, like Dawn's cache: a term is asked for once.
const cache = new Map<string, Suggestion[]>();
const suggestionsOf = (term: string) => fetchSuggestions(term);
const NONE: Suggestion[] = [];

/** The text and focus of the server form this widget replaces, so typing is never lost. */
function fallbackInput(element: HTMLElement) {
  const input = element.querySelector<HTMLInputElement>('input[name="q"]');
  return { text: input?.value ?? '', focused: !!input && input === document.activeElement };
}

export default function SearchBox({ action }: Props) {
  const { t } = useTranslation();
  const { element } = useWidgetContext();
  const id = useId();
  const root = useRef<HTMLFormElement>(null);
  const [initial] = useState(() => fallbackInput(element));
  const [text, setText] = useState(initial.text);
  const { term, state } = useTermSearch(text, suggestionsOf, cache);
  const items = shownFor(state, term) ?? NONE;
  const combo = useCombobox(root, items.length, items, (index) => go(items[index]));

  function go(item: Suggestion | undefined) {
    const href = item && safeReturnUrl(item.ProductUrl);
    if (!href) return;
    combo.setOpen(false);
    // Through the page shell when it runs (core/navigation), a plain page load otherwise.
    navigate(href);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const query = text.trim();
    // spec 000 §5: submitting empty text does nothing.
    if (!query) return event.preventDefault();
    combo.setOpen(false);
    trackSearch(query);
    // Not prevented: the page shell takes this GET form over, or the browser loads it.
  }

  const answered = state.status === 'done' && state.term === term;
  const failed = state.status === 'error' && state.term === term;
  const empty = answered && items.length === 0;
  const status =
    term.length < 2
      ? ''
      : failed
        ? t('Catalog.SuggestionsUnavailable')
        : empty
          ? t('Catalog.NoProductFound')
          : answered
            ? t('Catalog.SuggestionCount', { count: items.length })
            : state.status === 'loading'
              ? t('Core.Loading')
              : '';
  const expanded = combo.open && term.length >= 2 && (items.length > 0 || empty || failed);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    // No role="search" here: the landmark is the page's to give (the placeholder carries it),
    // so two boxes on one page (the gallery) do not make two identical landmarks.
    <form
      ref={root}
      className="vitrine-search"
      action={action ?? cultureUrl('catalog')}
      method="get"
      onSubmit={onSubmit}
    >
      <label className="vitrine-search__label vitrine-visually-hidden" htmlFor={`${id}-input`}>
        {t('Catalog.SearchLabel')}
      </label>
      <input
        id={`${id}-input`}
        className="vitrine-search__input"
        type="search"
        name="q"
        value={text}
        placeholder={t('Catalog.SearchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: focus was already in the server field being replaced.
        autoFocus={initial.focused}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && combo.active >= 0 ? optionId(combo.active) : undefined}
        onChange={(event) => {
          setText(event.target.value);
          combo.setOpen(true);
        }}
        onFocus={() => combo.setOpen(true)}
        onKeyDown={combo.onKeyDown}
      />
      <button className="vitrine-search__submit" type="submit">
        {t('Core.Search')}
      </button>
      <SuggestionList
        listId={listId}
        optionId={optionId}
        label={t('Catalog.Suggestions')}
        open={expanded}
        items={items}
        active={combo.active}
        message={failed ? status : empty ? status : ''}
        failed={failed}
        onHover={combo.setActive}
        onChoose={(index) => go(items[index])}
      />
      <p className="vitrine-search__status vitrine-visually-hidden" role="status">
        {combo.open ? status : ''}
      </p>
    </form>
  );
}
