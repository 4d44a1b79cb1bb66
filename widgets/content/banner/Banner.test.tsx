import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_COOKIE, rememberClosed } from '../../../src/api/popupMemory';
import { readCookie } from '../../../src/core/consent';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import Banner from './Banner';
import type { Props } from './index';

const strings = {
  Promotions: {
    CountdownLabel: 'Temps restant',
    Days: 'jours',
    Hours: 'heures',
    Minutes: 'minutes',
    Seconds: 'secondes',
    Ends: 'Jusqu’au {{date}}',
    CloseBanner: 'Fermer le bandeau',
    LastDay: 'Moins d’un jour.',
    LastHour: 'Moins d’une heure.',
    LastTenMinutes: 'Moins de dix minutes.',
    LastMinute: 'Moins d’une minute.',
  },
};
const NOW = new Date(2026, 10, 24, 10, 0, 0);

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  applyPageSettings({}, '/fr/promotions');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: resets what the test wrote
  document.cookie = `${POPUP_COOKIE}=;Max-Age=0;Path=/`;
});

async function tick(count = 1) {
  for (let i = 0; i < count; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
}

async function renderBanner(props: Partial<Props> = {}) {
  return renderWithI18n(
    <Banner id="black-friday" title="Black Friday" {...props} />,
    strings,
    'fr',
    '<p>Jusqu’à −40 %. <a href="/fr/catalog">Voir</a></p>',
  );
}

describe('banner (spec 001 §4, §9)', () => {
  it('shows at once as a named region with the server’s content and a countdown', async () => {
    const end = new Date(NOW.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    await renderBanner({ endDatetime: end.toISOString() });
    const region = screen.getByRole('region', { name: 'Black Friday' });
    expect(region.textContent).toContain('Jusqu’à −40 %.');
    expect(screen.getByRole('link', { name: 'Voir' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Temps restant' }).textContent).toBe(
      '02 jours03 heures04 minutes05 secondes',
    );
    expect(screen.getByText('Jusqu’au 26/11/2026')).toBeTruthy();
    await tick();
    expect(screen.getByRole('timer').textContent).toBe('02 jours03 heures04 minutes04 secondes');
  });

  it('closing hides it, remembers it, and gives focus to the page’s heading', async () => {
    const heading = document.createElement('h1');
    heading.textContent = 'Promotions';
    const main = document.createElement('main');
    main.append(heading);
    document.body.append(main);
    await renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le bandeau' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(heading);
    expect(JSON.parse(readCookie(POPUP_COOKIE) ?? '')).toEqual([
      { id: 'black-friday', datetime: NOW.toISOString().replace('.000', '') },
    ]);
    main.remove();
  });

  it('stays closed on the next page', async () => {
    rememberClosed('black-friday');
    const { container } = await renderBanner();
    expect(container.innerHTML).toBe('');
  });

  it('is not shown after its EndDatetime, and does not reload', async () => {
    const { container } = await renderBanner({
      endDatetime: new Date(NOW.getTime() - 1).toISOString(),
    });
    await tick(3);
    expect(container.innerHTML).toBe('');
    expect(reload).not.toHaveBeenCalled();
  });

  it('announces the last minute once, not every second', async () => {
    await renderBanner({ endDatetime: new Date(NOW.getTime() + 62_000).toISOString() });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await tick(2);
    expect(status.textContent).toBe('Moins d’une minute.');
    await tick(5);
    expect(status.textContent).toBe('Moins d’une minute.');
  });

  it('reloads the page at the end and goes', async () => {
    await renderBanner({ endDatetime: new Date(NOW.getTime() + 2000).toISOString() });
    await tick();
    expect(reload).not.toHaveBeenCalled();
    await tick();
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('closed before its end, it never reloads the page', async () => {
    await renderBanner({ endDatetime: new Date(NOW.getTime() + 2000).toISOString() });
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le bandeau' }));
    await tick(4);
    expect(reload).not.toHaveBeenCalled();
  });
});
