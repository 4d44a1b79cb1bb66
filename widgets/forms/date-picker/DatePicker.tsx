import { lazy, Suspense, useEffect, useState } from 'react';
import { pageLocale } from '../../../src/core/locale';
import { useTranslation } from '../../../src/core/react/translation';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import { writeDate } from '../../../src/forms/dateFormat';
import { clampDay, dateOf, type IsoDay, monthOf, today } from '../../../src/ui/dateGridDates';
import type { Props } from './index';
import { fieldDay, monthRange, outside, resolveDay } from './pickerDays';
import './datePicker.css';

const PickerDialog = lazy(() => import('./PickerDialog'));

/** The server field the picker fills, found by id in the page. */
function useField(id: string) {
  const [field] = useState(() => document.getElementById(id));
  return field instanceof HTMLInputElement ? field : null;
}

export default function DatePicker(props: Props) {
  const { t } = useTranslation();
  const field = useField(props.for);
  const [locale] = useState(pageLocale);
  const [open, setOpen] = useState(false);
  // The dialog's chunk is asked for on the first opening, then stays (its closing returns focus).
  const [opened, setOpened] = useState(false);
  const [month, setMonth] = useState(() => monthOf(today()));
  const [chosen, setChosen] = useState<IsoDay | undefined>();
  const min = resolveDay(props.min);
  const max = resolveDay(props.max);
  const { minMonth, maxMonth } = monthRange(min, max);
  const { element } = useWidgetContext();

  // The button sits over the field's end (datePicker.css), wherever the placeholder stands beside
  // it; the field makes room for it, inline so a theme's padding on inputs cannot put the text
  // under the button.
  useEffect(() => {
    const box = element.parentElement;
    if (!field || !box) return;
    box.classList.add('vitrine-date-field');
    field.style.paddingInlineEnd = '3rem';
    const place = () => {
      const input = field.getBoundingClientRect();
      element.style.top = `${input.top - box.getBoundingClientRect().top}px`;
      element.style.height = `${input.height}px`;
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    observer?.observe(box);
    return () => {
      observer?.disconnect();
      box.classList.remove('vitrine-date-field');
      field.style.removeProperty('padding-inline-end');
      element.style.removeProperty('top');
      element.style.removeProperty('height');
    };
  }, [field, element]);

  if (!field) return null;
  const label = field.labels?.[0]?.textContent?.replace('*', '').trim() ?? '';

  const show = () => {
    const typed = fieldDay(field, locale);
    const start = clampDay(typed ?? today(), min, max);
    setChosen(typed);
    setMonth(monthOf(start));
    setOpen(true);
    setOpened(true);
  };

  const choose = (day: IsoDay) => {
    field.value = field.type === 'date' ? day : writeDate(dateOf(day), locale);
    // The forms runtime, the floating label and anything listening hear it as typing.
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className="vitrine-date-picker__button"
        aria-haspopup="dialog"
        aria-label={t('Forms.ChooseDateFor', { label })}
        onClick={show}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z"
          />
        </svg>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <PickerDialog
            isOpen={open}
            onClose={() => setOpen(false)}
            month={month}
            onMonthChange={setMonth}
            minMonth={minMonth}
            maxMonth={maxMonth}
            chosen={chosen}
            onSelect={choose}
            isDisabled={(day) => outside(day, min, max)}
            locale={locale}
          />
        </Suspense>
      ) : null}
    </>
  );
}
