/** The date picker (spec 000 §2, §5; decision 045). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeDate } from '../../../src/forms/dateFormat';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { dateOf, today } from '../../../src/ui/dateGridDates';
import DatePicker from './DatePicker';
import { monthRange, outside, resolveDay } from './pickerDays';

vi.mock('../../../src/core/strings/fr.json', () => ({ default: {} }));

const STRINGS = {
  Forms: {
    ChooseDate: 'Choisir une date',
    ChooseDateFor: 'Choisir une date : {{label}}',
    PreviousMonth: 'Mois précédent',
    NextMonth: 'Mois suivant',
    Unavailable: 'indisponible',
  },
  Core: { Close: 'Fermer' },
};

afterEach(() => document.body.replaceChildren());

function serverField(value = '') {
  const label = Object.assign(document.createElement('label'), { htmlFor: 'field-Date' });
  label.textContent = 'Date de rappel';
  const input = Object.assign(document.createElement('input'), {
    id: 'field-Date',
    name: 'Date',
    value,
  });
  document.body.append(label, input);
  return input;
}

describe('date formats per culture', () => {
  const day = dateOf('2026-03-07');
  it.each([
    ['fr-FR', '07/03/2026'],
    ['es-ES', '07/03/2026'],
    ['it-IT', '07/03/2026'],
    ['pt-PT', '07/03/2026'],
    ['de-DE', '07.03.2026'],
    ['nl-NL', '07-03-2026'],
  ])('writes a chosen day in %s as %s', (locale, written) => {
    expect(writeDate(day, locale)).toBe(written);
  });
});

describe('picker days', () => {
  it('reads today and ISO days, and refuses impossible ones', () => {
    const now = new Date(2026, 10, 24, 12);
    expect(resolveDay('today', now)).toBe('2026-11-24');
    expect(resolveDay('2027-01-31', now)).toBe('2027-01-31');
    expect(resolveDay('2027-02-31', now)).toBeUndefined();
    expect(resolveDay(undefined, now)).toBeUndefined();
  });

  it('shows the months between min and max and disables the days outside', () => {
    expect(monthRange('2026-11-24', '2027-01-31')).toEqual({
      minMonth: '2026-11',
      maxMonth: '2027-01',
    });
    expect(outside('2026-11-23', '2026-11-24', '2027-01-31')).toBe(true);
    expect(outside('2027-02-01', '2026-11-24', '2027-01-31')).toBe(true);
    expect(outside('2026-12-01', '2026-11-24', '2027-01-31')).toBe(false);
  });
});

describe('date picker', () => {
  it('opens the grid on the typed day and writes the chosen day in the culture format', async () => {
    const input = serverField('10/12/2030');
    const changes: string[] = [];
    input.addEventListener('change', () => changes.push(input.value));
    await renderWithI18n(<DatePicker for="field-Date" />, STRINGS);
    await userEvent.click(
      screen.getByRole('button', { name: 'Choisir une date : Date de rappel' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choisir une date' });
    expect(dialog.querySelector('[aria-selected="true"]')?.textContent).toContain(
      '10 décembre 2030',
    );
    await userEvent.click(screen.getByRole('gridcell', { name: /12 décembre 2030/ }));
    expect(input.value).toBe('12/12/2030');
    expect(changes).toEqual(['12/12/2030']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('chooses by keyboard and gives focus back to the button on Escape', async () => {
    const input = serverField();
    await renderWithI18n(<DatePicker for="field-Date" min="today" />, STRINGS);
    const button = screen.getByRole('button', { name: /Choisir une date/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement?.closest('[role="grid"]')).not.toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement?.closest('[role="grid"]')).not.toBeNull());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const tomorrow = dateOf(today());
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    expect(input.value).toBe(writeDate(tomorrow, 'fr-FR'));
  });
});
