import { useId, useMemo, useState } from 'react';
import { formatDate, formatLabel, NUMERIC_DATE } from '../../../src/core/format';
import { pageLocale } from '../../../src/core/locale';
import { useTranslation } from '../../../src/core/react/translation';
import { DateGrid } from '../../../src/ui/DateGrid';
import {
  addMonths,
  addMonthsToMonth,
  dateOf,
  type IsoDay,
  monthOf,
  today as todayOf,
} from '../../../src/ui/dateGridDates';
import type { Props } from './index';
import { useAvailability } from './useAvailability';
import { useSlots } from './useSlots';
import './tyreCalendar.css';

/** spec 001 §5, §9: days can be chosen from today to 3 months ahead. */
export const SELECTABLE_MONTHS = 3;

const compact = (day: IsoDay) => day.replaceAll('-', '');

/** The tyre-fitting calendar of the appointment form (see index.ts). */
export default function TyreCalendar({ monthsLimit, dateName, slotName }: Props) {
  const { t } = useTranslation();
  const locale = pageLocale();
  const hintId = useId();
  const slotId = useId();
  const today = useMemo(() => todayOf(), []);
  const firstMonth = monthOf(today);
  const lastMonth = addMonthsToMonth(firstMonth, monthsLimit - 1);
  const lastDay = addMonths(today, SELECTABLE_MONTHS);
  const [month, setMonth] = useState(firstMonth);
  const [selected, setSelected] = useState<IsoDay>();
  const { statuses, state, busy, retry } = useAvailability(month);
  const slots = useSlots(selected && compact(selected));

  const isDisabled = (day: IsoDay) => {
    if (day < today || day > lastDay) return true;
    const status = statuses[compact(day)];
    // spec 001 §5: OutOfStock days are disabled; a day listed nowhere is closed.
    return status === undefined || status === 'OutOfStock';
  };

  if (state.kind === 'error' || state.kind === 'failed') {
    return (
      <div className="vitrine-tyre-calendar">
        <div className="vitrine-tyre-calendar__alert" role="alert">
          {state.kind === 'error' ? state.message : t(state.message)}
        </div>
        {state.kind === 'failed' && (
          <button type="button" className="button" onClick={retry}>
            {t('Tyres.Retry')}
          </button>
        )}
      </div>
    );
  }
  if (state.kind === 'loading') {
    return (
      <p className="vitrine-tyre-calendar__loading" role="status">
        {t('Tyres.Loading')}
      </p>
    );
  }

  return (
    <fieldset className="vitrine-tyre-calendar" aria-describedby={hintId}>
      <legend>{t('Tyres.ChooseDay')}</legend>
      <p className="vitrine-tyre-calendar__hint" id={hintId}>
        {t('Tyres.DateHint')}
      </p>
      <DateGrid
        month={month}
        onMonthChange={setMonth}
        minMonth={firstMonth}
        maxMonth={lastMonth}
        selected={selected}
        onSelect={setSelected}
        isDisabled={isDisabled}
        locale={locale}
        busy={busy}
        labels={{
          previousMonth: t('Tyres.PreviousMonth'),
          nextMonth: t('Tyres.NextMonth'),
          unavailable: t('Tyres.Unavailable'),
        }}
      />
      <input type="hidden" name={dateName} value={selected ?? ''} />
      <div className="vitrine-tyre-calendar__chosen" aria-live="polite">
        {selected && (
          <p>
            {formatLabel(
              t('Tyres.ChosenDate'),
              formatDate(dateOf(selected), { ...NUMERIC_DATE, timeZone: 'UTC' }, locale),
              locale,
            )}{' '}
            <button
              type="button"
              className="button button--link"
              onClick={() => setSelected(undefined)}
            >
              {t('Tyres.ClearDate')}
            </button>
          </p>
        )}
        {slots.kind === 'loading' && <p role="status">{t('Tyres.LoadingSlots')}</p>}
        {slots.kind === 'failed' && (
          <p className="vitrine-tyre-calendar__alert" role="alert">
            {t(slots.message)}
          </p>
        )}
        {slots.kind === 'ready' && slots.slots.length === 0 && <p>{t('Tyres.NoSlots')}</p>}
      </div>
      {slots.kind === 'ready' && slots.slots.length > 0 && (
        <div className="field">
          <label htmlFor={slotId}>{t('Tyres.Slot')}</label>
          <select key={selected} id={slotId} name={slotName} required defaultValue="">
            <option value="" disabled>
              {t('Tyres.ChooseSlot')}
            </option>
            {slots.slots.map((slot) => (
              <option key={slot.Value} value={slot.Value}>
                {slot.Name}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
