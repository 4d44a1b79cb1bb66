import { type KeyboardEvent, useRef, useState } from 'react';
import { CITY_MIN_LENGTH, fetchCities, setCity } from '../../../src/api/cartOptions';
import { dialogs } from '../../../src/core/dialogs';
import { failureMessage } from '../../../src/core/errorPolicy';
import { navigate } from '../../../src/core/navigation';
import { useTranslation } from '../../../src/core/react/translation';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import { useCombobox } from '../../../src/ui/useCombobox';
import { shownFor, termPhase, useTermSearch } from '../../../src/ui/useTermSearch';
import type { Props } from './index';
import '../../../src/ui/combobox.css';
import '../../../src/ui/visuallyHidden.css';
import './cityLookup.css';

/** What the combobox says (spec 001 §8: nothing found is ShoppingCarts.NoCityFound). */
const STRINGS = {
  failed: 'ShoppingCarts.CityUnavailable',
  empty: 'ShoppingCarts.NoCityFound',
  count: 'ShoppingCarts.CityCount',
};

type City = { id: string; name: string };

/** The text and focus of the server field this widget replaces, so typing is never lost. */
function fallbackInput(element: HTMLElement, saved: string) {
  const input = element.querySelector<HTMLInputElement>('input[name="PostalCode"]');
  return { text: input?.value ?? saved, focused: !!input && input === document.activeElement };
}

export default function CityLookup({ countryId, postalCode, city, numeric }: Props) {
  const { t } = useTranslation();
  const { element } = useWidgetContext();
  const root = useRef<HTMLDivElement>(null);
  const [initial] = useState(() => fallbackInput(element, postalCode));
  const [text, setText] = useState(initial.text);
  const [saving, setSaving] = useState(false);
  const [fetcher] = useState(() => (term: string) => fetchCities(countryId, term));
  const [cache] = useState(() => new Map<string, City[]>());
  const { term, state } = useTermSearch(text, fetcher, cache, CITY_MIN_LENGTH);
  const cities = shownFor(state, term, CITY_MIN_LENGTH) ?? [];
  const combo = useCombobox({
    root,
    count: cities.length,
    listKey: cities,
    phase: termPhase(state, term, CITY_MIN_LENGTH),
    strings: STRINGS,
    choose: (index) => void choose(cities[index]),
  });

  async function choose(chosen: City | undefined) {
    if (!chosen || saving) return;
    combo.setOpen(false);
    setSaving(true);
    try {
      await setCity(Number(chosen.id));
      // The shipping methods and the pickup-point search start from the city: the page follows,
      // and the shell keeps focus on this field.
      const input = document.getElementById(combo.inputId);
      navigate(location.href, input ? { from: input } : undefined);
    } catch (error) {
      const message = failureMessage(error);
      if (message) dialogs.toast({ kind: 'error', message });
      setSaving(false);
    }
  }

  // spec 001 §5: Enter is suppressed in the postal-code field (the combobox has used it first).
  const suppressEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <div ref={root} className="vitrine-city" aria-busy={saving}>
      <label className="vitrine-city__label" htmlFor={combo.inputId}>
        {t('ShoppingCarts.PostalCode')}
      </label>
      <input
        className="vitrine-city__input"
        value={text}
        inputMode={numeric ? 'numeric' : 'text'}
        aria-describedby={`${combo.id}-hint`}
        readOnly={saving}
        // biome-ignore lint/a11y/noAutofocus: focus was already in the server field being replaced.
        autoFocus={initial.focused}
        {...combo.getInputProps({
          autoComplete: 'shipping postal-code',
          onChange: (event) => setText(event.target.value),
          onKeyDown: suppressEnter,
        })}
      />
      <p id={`${combo.id}-hint`} className="vitrine-city__hint">
        {city
          ? t('ShoppingCarts.DeliveringTo', { place: `${postalCode} ${city}` })
          : t('ShoppingCarts.PostalCodeHint', { count: CITY_MIN_LENGTH })}
      </p>
      <div className="vitrine-city__popup vitrine-combobox__popup" {...combo.getPopupProps()}>
        <div
          className="vitrine-combobox__list"
          {...combo.getListboxProps(t('ShoppingCarts.Cities'))}
        >
          {cities.map((item, index) => (
            <div
              key={item.id}
              className="vitrine-combobox__option"
              {...combo.getOptionProps(index)}
            >
              {item.name}
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
