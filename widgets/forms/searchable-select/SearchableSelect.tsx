import { useMemo, useRef, useState } from 'react';
import { type SelectOption, searchSelectOptions } from '../../../src/api/selectSearch';
import { useTranslation } from '../../../src/core/react/translation';
import { useCombobox } from '../../../src/ui/useCombobox';
import { shownFor, termPhase, useTermSearch } from '../../../src/ui/useTermSearch';
import type { Props } from './index';
import { chooseInSelect, chosenLabel, filterOptions, optionsOf } from './selectOptions';
import { useServerSelect } from './useServerSelect';
import '../../../src/ui/combobox.css';
import '../../../src/ui/visuallyHidden.css';
import './searchableSelect.css';

/** What the combobox says: the list failed, nothing matches, how many options. */
const STRINGS = {
  failed: 'Forms.OptionsFailed',
  empty: 'Forms.NoOptions',
  count: 'Forms.OptionCount',
};

let searches = 0;
const NONE: SelectOption[] = [];

function useSelectElement(id: string) {
  const [select] = useState(() => {
    const element = document.getElementById(id);
    return element instanceof HTMLSelectElement ? element : null;
  });
  return select;
}

export default function SearchableSelect({ for: id, searchUrl, minChars }: Props) {
  const { t } = useTranslation();
  const select = useSelectElement(id);
  const root = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(() => (select ? chosenLabel(select) : ''));
  const [typed, setTyped] = useState(false);
  const remote = searchUrl !== '';
  const [key] = useState(() => `searchable-select-${++searches}`);
  const [fetcher] = useState(() => (term: string) => searchSelectOptions(searchUrl, term, key));
  const [cache] = useState(() => new Map<string, SelectOption[]>());
  // A remote search waits for characters; the select's own options are all there at once.
  const { term, state } = useTermSearch(remote && typed ? text : '', fetcher, cache, minChars);
  const [own] = useState(() => (select ? optionsOf(select) : []));
  const found = remote ? shownFor(state, term, minChars) : undefined;
  const filter = remote || !typed ? '' : text;
  // The same list while nothing changes: a new one resets the combobox's highlight.
  const options = useMemo(
    () => (remote ? (found ?? NONE) : filterOptions(own, filter)),
    [remote, found, own, filter],
  );
  const combo = useCombobox({
    root,
    count: options.length,
    listKey: options,
    phase: remote ? (typed ? termPhase(state, term, minChars) : 'short') : 'done',
    strings: STRINGS,
    choose: (index) => choose(options[index]),
  });
  const field = useServerSelect(select, combo.inputId);

  if (!select) return null;

  function choose(option: SelectOption | undefined) {
    if (!select || !option) return;
    chooseInSelect(select, option);
    setText(option.label);
    setTyped(false);
    combo.setOpen(false);
  }

  // Leaving the field without choosing: an emptied field clears the choice, any other text goes
  // back to the chosen option's label (the form posts the select, never the text).
  const onBlur = () => {
    if (!typed || !select) return;
    if (text.trim() === '' && select.value !== '') chooseInSelect(select, undefined);
    setText(chosenLabel(select));
    setTyped(false);
  };

  const hintId = `${combo.id}-hint`;
  const describedBy = [hintId, field.describedBy].filter(Boolean).join(' ');

  return (
    <div ref={root} className="vitrine-searchable-select">
      <input
        className="vitrine-searchable-select__input"
        value={text}
        aria-describedby={describedBy}
        aria-invalid={field.invalid || undefined}
        aria-required={select.hasAttribute('data-val-required') || select.required || undefined}
        onBlur={onBlur}
        {...combo.getInputProps({
          onChange: (event) => {
            setText(event.target.value);
            setTyped(true);
          },
        })}
      />
      <p id={hintId} className="vitrine-visually-hidden">
        {remote ? t('Forms.SearchHint', { count: minChars }) : t('Forms.FilterHint')}
      </p>
      <div className="vitrine-combobox__popup" {...combo.getPopupProps()}>
        <div
          className="vitrine-combobox__list"
          {...combo.getListboxProps(select.labels?.[0]?.textContent?.replace('*', '').trim() ?? '')}
        >
          {options.map((option, index) => (
            <div
              key={option.value}
              className="vitrine-combobox__option"
              {...combo.getOptionProps(index)}
            >
              {option.label}
            </div>
          ))}
        </div>
        {combo.message ? (
          <p className={`vitrine-combobox__message${combo.failed ? ' is-error' : ''}`}>
            {combo.message}
          </p>
        ) : null}
      </div>
      <p className="vitrine-visually-hidden" role="status">
        {combo.status}
      </p>
    </div>
  );
}
