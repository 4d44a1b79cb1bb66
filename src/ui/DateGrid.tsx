/**
 * The accessible date grid (WAI-ARIA APG date picker, docs/architecture.md §11; decision 037):
 * a `role="grid"` month table, Monday first, with month and day names from Intl in the page's
 * locale; arrow keys by day, Page Up/Down by month (with Shift by year), Home/End to the week's
 * start and end (src/ui/dateGridKeys), one focusable day (roving tabindex), `aria-selected` on
 * the chosen day, unavailable days `aria-disabled` and said so, previous/next month buttons and
 * the month shown in a live region. The parent owns the month shown and the chosen day.
 */
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  addMonthsToMonth,
  dateOf,
  type IsoDay,
  type IsoMonth,
  monthOf,
  monthWeeks,
  today,
} from './dateGridDates';
import { nextFocus } from './dateGridKeys';
import { dateNames } from './dateNames';
import './dateGrid.css';
import './visuallyHidden.css';

export interface DateGridLabels {
  previousMonth: string;
  nextMonth: string;
  /** Said after an unavailable day's name. */
  unavailable: string;
}

export interface DateGridProps {
  /** The month shown, 'YYYY-MM'. */
  month: IsoMonth;
  onMonthChange: (month: IsoMonth) => void;
  /** The first and last months the grid may show. */
  minMonth: IsoMonth;
  maxMonth: IsoMonth;
  selected: IsoDay | undefined;
  onSelect: (day: IsoDay) => void;
  isDisabled: (day: IsoDay) => boolean;
  /** Full locale (decision 018): pt-PT, fr-BE… */
  locale: string;
  labels: DateGridLabels;
  /** The grid waits for its days' data. */
  busy?: boolean;
}

const lastDayOf = (month: IsoMonth) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
};

export function DateGrid(props: DateGridProps) {
  const { month, minMonth, maxMonth, selected, locale, labels } = props;
  const titleId = useId();
  const names = useMemo(() => dateNames(locale), [locale]);
  const [focused, setFocused] = useState<IsoDay>(() => initialFocus(month, selected));
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  // The month changed by a button or by the parent: the roving day follows it.
  const shownFocus = monthOf(focused) === month ? focused : initialFocus(month, selected);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  });

  const go = (day: IsoDay) => {
    setFocused(day);
    moveFocus.current = true;
    if (monthOf(day) !== month) props.onMonthChange(monthOf(day));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!props.isDisabled(shownFocus)) props.onSelect(shownFocus);
      return;
    }
    const next = nextFocus(shownFocus, event, `${minMonth}-01`, lastDayOf(maxMonth));
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };

  const showMonth = (count: number) => {
    const next = addMonthsToMonth(month, count);
    setFocused(initialFocus(next, selected));
    props.onMonthChange(next);
  };

  return (
    <div className="vitrine-date-grid">
      <div className="vitrine-date-grid__head">
        <button
          type="button"
          className="vitrine-date-grid__nav"
          aria-label={labels.previousMonth}
          disabled={month <= minMonth}
          onClick={() => showMonth(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        {/* Not a heading: the grid sits in pages and dialogs whose heading levels it cannot know. */}
        <div id={titleId} className="vitrine-date-grid__title" aria-live="polite">
          {names.month(month)}
        </div>
        <button
          type="button"
          className="vitrine-date-grid__nav"
          aria-label={labels.nextMonth}
          disabled={month >= maxMonth}
          onClick={() => showMonth(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date grid is a table with role grid
        role="grid"
        aria-labelledby={titleId}
        aria-busy={props.busy || undefined}
        className="vitrine-date-grid__table"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {names.weekdays.map(({ short, long }) => (
              <th key={long} scope="col" abbr={long}>
                <span aria-hidden="true">{short}</span>
                <span className="vitrine-visually-hidden">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) =>
                day ? (
                  <DayCell
                    key={day}
                    day={day}
                    label={names.day(day)}
                    focused={day === shownFocus}
                    selected={day === selected}
                    disabled={props.isDisabled(day)}
                    unavailable={labels.unavailable}
                    onPick={() => {
                      setFocused(day);
                      if (!props.isDisabled(day)) props.onSelect(day);
                    }}
                  />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty padding cells have no other identity
                  <td key={`pad-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayCellProps {
  day: IsoDay;
  label: string;
  focused: boolean;
  selected: boolean;
  disabled: boolean;
  unavailable: string;
  onPick: () => void;
}

function DayCell({ day, label, focused, selected, disabled, unavailable, onPick }: DayCellProps) {
  // The grid handles the keys of every day (DateGrid's onKeyDown), the APG way.
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles the keys
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an APG gridcell
      role="gridcell"
      tabIndex={focused ? 0 : -1}
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      data-day={day}
      className="vitrine-date-grid__day"
      onClick={onPick}
    >
      <span aria-hidden="true">{dateOf(day).getUTCDate()}</span>
      <span className="vitrine-visually-hidden">
        {disabled ? `${label}, ${unavailable}` : label}
      </span>
    </td>
  );
}

/** The day that takes focus in a month (APG): the chosen one, else today, else the first. */
function initialFocus(month: IsoMonth, selected: IsoDay | undefined): IsoDay {
  if (selected && monthOf(selected) === month) return selected;
  const now = today();
  return monthOf(now) === month ? now : `${month}-01`;
}
