import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateGrid } from './DateGrid';

const labels = {
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  unavailable: 'indisponible',
};

function Harness({
  onSelect = () => {},
  locale = 'fr-BE',
}: {
  onSelect?: (day: string) => void;
  locale?: string;
}) {
  const [month, setMonth] = useState('2026-11');
  const [selected, setSelected] = useState<string>();
  return (
    <DateGrid
      month={month}
      onMonthChange={setMonth}
      minMonth="2026-11"
      maxMonth="2027-04"
      selected={selected}
      onSelect={(day) => {
        setSelected(day);
        onSelect(day);
      }}
      isDisabled={(day) => day === '2026-11-26' || day < '2026-11-24'}
      locale={locale}
      labels={labels}
    />
  );
}

const focusedDay = () => document.activeElement?.getAttribute('data-day');

describe('DateGrid', () => {
  it('names the month, the weekdays Monday first and every day from Intl', () => {
    render(<Harness />);
    expect(screen.getByRole('grid', { name: 'Novembre 2026' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.getAttribute('abbr'));
    expect(headers).toEqual([
      'lundi',
      'mardi',
      'mercredi',
      'jeudi',
      'vendredi',
      'samedi',
      'dimanche',
    ]);
    expect(screen.getByRole('gridcell', { name: 'mardi 24 novembre 2026' })).toBeTruthy();
  });

  it('says an unavailable day is unavailable and never picks it', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const day = screen.getByRole('gridcell', { name: 'jeudi 26 novembre 2026, indisponible' });
    expect(day.getAttribute('aria-disabled')).toBe('true');
    await user.click(day);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('is used by keyboard alone: one tab stop, arrows, Page Down to the next month, Enter picks', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const focusable = document.querySelectorAll('[role="gridcell"][tabindex="0"]');
    expect(focusable).toHaveLength(1);
    await user.click(screen.getByRole('gridcell', { name: 'mardi 24 novembre 2026' }));
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-24');
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2026-11-25');
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('2026-12-25');
    expect(screen.getByRole('grid', { name: 'Décembre 2026' })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('2026-12-21');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-12-21');
    expect(
      screen
        .getByRole('gridcell', { name: 'lundi 21 décembre 2026' })
        .getAttribute('aria-selected'),
    ).toBe('true');
    await user.keyboard(
      '{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}',
    );
    expect(focusedDay()).toBe('2026-11-26');
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(2);
    // A slow machine: many role queries over a whole month's grid.
  }, 20_000);

  it('shows the next and previous months with its buttons, within the months allowed', async () => {
    const user = userEvent.setup();
    render(<Harness locale="de-DE" />);
    const previous = screen.getByRole('button', { name: 'Mois précédent' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    const next = screen.getByRole('button', { name: 'Mois suivant' });
    for (let i = 0; i < 5; i += 1) await user.click(next);
    expect(screen.getByRole('grid', { name: 'April 2027' })).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(document.querySelector('[tabindex="0"]')?.getAttribute('data-day')).toBe('2027-04-01');
  });
});
