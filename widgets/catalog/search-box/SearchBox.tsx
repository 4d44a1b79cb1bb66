import { type FormEvent, useRef, useState } from 'react';
import { fetchSuggestions, type Suggestion } from '../../../src/api/catalog';
import { cultureUrl } from '../../../src/core/paths';
import { useTranslation } from '../../../src/core/react/translation';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import { useCombobox } from '../../../src/ui/useCombobox';
import { shownFor, termPhase, useTermSearch } from '../../../src/ui/useTermSearch';
import type { Props } from './index';
import { SuggestionList } from './SuggestionList';
import { trackSearch } from './track';
import './searchBox.css';
import '../../../src/ui/visuallyHidden.css';

// Shared by every search box of the page, like Dawn's cache: a term is asked for once.
/** What the combobox says: unavailable, nothing found, how many. */
const STRINGS = {
  failed: 'Catalog.SuggestionsUnavailable',
  empty: 'Catalog.NoProductFound',
  count: 'Catalog.SuggestionCount',
};
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
  const root = useRef<HTMLFormElement>(null);
  const [initial] = useState(() => fallbackInput(element));
  const [text, setText] = useState(initial.text);
  const { term, state } = useTermSearch(text, suggestionsOf, cache);
  const items = shownFor(state, term) ?? NONE;
  const combo = useCombobox({
    root,
    count: items.length,
    listKey: items,
    phase: termPhase(state, term),
    strings: STRINGS,
    linkOf: (index) => items[index]?.ProductUrl,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const query = text.trim();
    // spec 000 §5: submitting empty text does nothing.
    if (!query) return event.preventDefault();
    combo.setOpen(false);
    trackSearch(query);
    // Not prevented: the page shell takes this GET form over, or the browser loads it.
  }

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
      <label className="vitrine-search__label vitrine-visually-hidden" htmlFor={combo.inputId}>
        {t('Catalog.SearchLabel')}
      </label>
      <input
        className="vitrine-search__input"
        type="search"
        name="q"
        value={text}
        placeholder={t('Catalog.SearchPlaceholder')}
        // biome-ignore lint/a11y/noAutofocus: focus was already in the server field being replaced.
        autoFocus={initial.focused}
        {...combo.getInputProps({ onChange: (event) => setText(event.target.value) })}
      />
      <button className="vitrine-search__submit" type="submit">
        {t('Core.Search')}
      </button>
      <SuggestionList combo={combo} label={t('Catalog.Suggestions')} items={items} />
      <p className="vitrine-search__status vitrine-visually-hidden" role="status">
        {combo.status}
      </p>
    </form>
  );
}
