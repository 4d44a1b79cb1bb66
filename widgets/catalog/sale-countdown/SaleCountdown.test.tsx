import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readProps } from '../../../src/core/props';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import { formatEnd, TICK_MS, timeLeft } from '../../../src/ui/countdown';
import definition, { type Props } from './index';
import SaleCountdown from './SaleCountdown';

const strings = {
  Catalog: {
    CountdownLabel: 'Temps restant',
    CountdownDays: 'jours',
    CountdownHours: 'heures',
    CountdownMinutes: 'minutes',
    CountdownSeconds: 'secondes',
    CountdownEnds: 'Jusqu’au {{date}}',
  },
};
const NOW = new Date(2026, 10, 22, 10, 0, 0);
// 2 days, 3 hours, 4 minutes and 5 seconds after NOW.
const END = new Date(NOW.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  applyPageSettings({}, '/fr/');
});
afterEach(() => vi.useRealTimers());

/** Lets `count` ticks pass, one act() each: React schedules the next tick when it commits. */
async function tick(count = 1) {
  for (let i = 0; i < count; i++) await act(() => vi.advanceTimersByTimeAsync(TICK_MS));
}

const shown = () =>
  Array.from(document.querySelectorAll('.vitrine-countdown__value'), (node) => node.textContent);

async function renderCountdown(props: { end?: string; format?: string; onEnd?: string } = {}) {
  return renderWithI18n(
    <SaleCountdown
      end={props.end ?? END.toISOString()}
      {...(props.format ? { format: props.format } : {})}
      {...(props.onEnd ? { onEnd: props.onEnd } : {})}
    />,
    strings,
  );
}

describe('sale-countdown (spec 000 §4, §9; spec 001 §4)', () => {
  it('shows the time left in a timer that does not announce every second', async () => {
    await renderCountdown();
    const timer = screen.getByRole('timer', { name: 'Temps restant' });
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(timer.textContent).toBe('02 jours03 heures04 minutes05 secondes');
    expect(screen.getByText('Jusqu’au 24/11/2026')).toBeTruthy();
  });

  it('ticks every 1000 ms', async () => {
    await renderCountdown();
    await tick();
    expect(shown()).toEqual(['02', '03', '04', '04']);
    await tick(5);
    expect(shown()).toEqual(['02', '03', '03', '59']);
  });

  it('reloads the page when the end is reached, and hides the timer', async () => {
    await renderCountdown({ end: new Date(NOW.getTime() + 3000).toISOString() });
    await tick(2);
    expect(shown()).toEqual(['00', '00', '00', '01']);
    expect(reload).not.toHaveBeenCalled();
    await tick();
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('calls the global function named by on-end instead of reloading', async () => {
    const ended = vi.fn();
    vi.stubGlobal('Shop', { saleEnded: ended });
    await renderCountdown({
      end: new Date(NOW.getTime() + 1000).toISOString(),
      onEnd: 'Shop.saleEnded',
    });
    await tick();
    expect(ended).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('never evaluates on-end: a name that is no function warns and reloads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const evaluated = vi.fn();
    vi.stubGlobal('evaluated', evaluated);
    await renderCountdown({
      end: new Date(NOW.getTime() + 1000).toISOString(),
      onEnd: 'evaluated()',
    });
    await tick();
    expect(evaluated).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows nothing and does not reload when the end has already passed', async () => {
    const { container } = await renderCountdown({
      end: new Date(NOW.getTime() - 1000).toISOString(),
    });
    await tick(5);
    expect(container.innerHTML).toBe('');
    expect(reload).not.toHaveBeenCalled();
  });

  it('writes the end date DD/MM/YYYY the way the page’s culture does when no format is set (spec 000 §9)', async () => {
    applyPageSettings({}, '/de/');
    const element = document.createElement('div');
    element.setAttribute('data-end', END.toISOString());
    const read = readProps<Props>(element, definition.props, 'sale-countdown');
    if (!read.ok) throw new Error(read.message);
    await renderWithI18n(<SaleCountdown {...read.props} />, strings, 'de');
    expect(screen.getByText('Jusqu’au 24.11.2026')).toBeTruthy();
  });

  it('writes the end date with the format prop, whatever the culture', async () => {
    applyPageSettings({}, '/de/');
    await renderCountdown({ format: 'YYYY-MM-DD HH:mm' });
    expect(screen.getByText('Jusqu’au 2026-11-24 13:04')).toBeTruthy();
  });
});

describe('countdown helpers', () => {
  it('splits the time left and rounds up to whole seconds', () => {
    expect(timeLeft(90_061_500)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 2 });
    expect(timeLeft(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('formats the tokens of a pattern in local time', () => {
    expect(formatEnd(new Date(2026, 0, 5, 7, 9), 'DD/MM/YYYY')).toBe('05/01/2026');
    expect(formatEnd(new Date(2026, 0, 5, 7, 9), 'MM-DD HH:mm')).toBe('01-05 07:09');
  });

  it('without a pattern, writes two-digit day and month and the year in the locale’s order', () => {
    const date = new Date(2026, 0, 5, 7, 9);
    applyPageSettings({}, '/pt/');
    expect(formatEnd(date, undefined)).toBe('05/01/2026');
    applyPageSettings({ country: 'NL' }, '/nl/');
    expect(formatEnd(date, undefined)).toBe('05-01-2026');
    applyPageSettings({ country: 'BE' }, '/nl/');
    expect(formatEnd(date, undefined)).toBe('05/01/2026');
  });
});
