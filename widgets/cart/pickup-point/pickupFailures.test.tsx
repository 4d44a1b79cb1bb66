/**
 * The pickup-point dialog's three calls when the server refuses or never answers (issue 16 §4,
 * §5): the search page's 401 opens the login modal (spec 000 §8); a call that never answers
 * ends after the time limit (decision 047) in the failure the shopper sees for any other.
 * 404, 500, network and malformed answers: PickupPoint.test.tsx.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClock, never, neverAnswer, passTime } from '../../../src/test/hung';
import { listen } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { mockPickupServer, props, strings } from './fixtures';
import PickupPoint from './PickupPoint';

vi.mock('../../../src/maps/loadMap', () => ({
  createMap: async () => ({ setMarkers() {}, select() {}, fitBounds() {}, destroy() {} }),
}));

listen();
const state = mockPickupServer();
afterEach(() => {
  vi.useRealTimers();
});

/** Opens the dialog with fireEvent (user-event would wait on a fake clock). */
async function open() {
  await renderWithI18n(<PickupPoint {...props} />, strings);
  fireEvent.click(screen.getByRole('button', { name: 'Choisir un point de retrait' }));
  // vi.waitFor moves a fake clock on between its checks.
  return vi.waitFor(() =>
    screen.getByRole('dialog', { name: 'Choisissez votre point de retrait' }),
  );
}
const growl = (message: string) => ({ kind: 'error', title: 'Core.Error', message });

describe('pickup-point: the search page refused or hung', () => {
  it('opens the login modal, back to this page, on a 401; the dialog says it did not load', async () => {
    state.page = () => new HttpResponse(null, { status: 401 });
    const dialog = await open();

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Erreur inattendue.');
    expect(state.dialogs.login).toHaveBeenCalledWith('/fr/shoppingcarts');
    expect(state.searches).toEqual([]);
  });

  it('says it did not load once the page has not come in time', async () => {
    fakeClock();
    state.page = neverAnswer;
    const dialog = await open();
    expect(within(dialog).getByRole('status').textContent).toBe('Chargement…');

    await passTime();

    expect(within(dialog).getByRole('alert').textContent).toBe('Erreur inattendue.');
    expect(state.dialogs.login).not.toHaveBeenCalled();
  });
});

describe('pickup-point: the search and the save hung (issue 16 §5)', () => {
  it('growls Manager.NetworkError when the points never come, and lists nothing', async () => {
    const dialog = await open();
    await within(dialog).findByText('2 points trouvés');
    fakeClock();
    state.search = never;
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Rechercher' }));
    await passTime(0);

    await passTime();

    expect(state.dialogs.toast).toHaveBeenCalledWith(growl('Manager.NetworkError'));
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
  });

  it('growls when the save never answers, and keeps the dialog open', async () => {
    const dialog = await open();
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Tabac Presse' }));
    fakeClock();
    state.save = neverAnswer;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choisir ce point' }));
    await passTime(1000);

    await passTime();

    expect(state.dialogs.toast).toHaveBeenCalledWith(growl('Manager.NetworkError'));
    expect(state.navigated).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
