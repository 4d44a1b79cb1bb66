import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { listen } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { mockPickupServer, props, strings } from './fixtures';
import { locationOf, saveLocation } from './locationCookie';
import PickupPoint from './PickupPoint';

// The map provider is the shared one (src/maps); here a fake that records what it is asked.
const map = vi.hoisted(() => ({
  onSelect: undefined as ((id: string) => void) | undefined,
  markers: [] as string[],
  selected: [] as (string | undefined)[],
}));
vi.mock('../../../src/maps/loadMap', () => ({
  createMap: async (_element: HTMLElement, options: { onSelect: (id: string) => void }) => {
    map.onSelect = options.onSelect;
    return {
      setMarkers: (markers: { id: string }[]) => {
        map.markers = markers.map((m) => m.id);
      },
      select: (id: string | undefined) => map.selected.push(id),
      fitBounds: () => {},
      destroy: () => {},
    };
  },
}));

listen();
const state = mockPickupServer();
beforeEach(() => {
  map.onSelect = undefined;
  map.markers = [];
  map.selected = [];
});

async function open() {
  const user = userEvent.setup();
  await renderWithI18n(<PickupPoint {...props} />, strings);
  await user.click(screen.getByRole('button', { name: 'Choisir un point de retrait' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choisissez votre point de retrait' });
  return { user, dialog };
}

const errorGrowl = (message = 'Core.ErrorOccurred') => ({
  kind: 'error',
  title: 'Core.Error',
  message,
});

describe('pickup-point: searching (spec 001 §2, §3, §7)', () => {
  it('fetches the search page with its parameters and searches its postal code with the page data', async () => {
    const { dialog } = await open();
    await within(dialog).findByText('2 points trouvés');
    expect(Object.fromEntries(state.pageAsked[0]?.searchParams ?? [])).toEqual({
      shippingMethodId: '213',
      carrierGatewayId: '7',
      countryId: '21',
      city: '',
      postCode: '1000',
      address: '',
    });
    expect(state.searches).toEqual([
      {
        City: '',
        PostalCode: '1000',
        CountryCode: 'BE',
        Address: '',
        ShippingMethodId: 213,
        SearchRadius: 15,
        MaximumListSize: 10,
        CultureName: 'fr',
      },
    ]);
    const first = within(dialog).getByRole('radio', { name: 'Tabac Presse' });
    expect(first.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/à 0,3 km/)).toBeTruthy();
    const hours = within(dialog).getAllByRole('table')[0] as HTMLElement;
    expect(
      within(hours)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['JourHeures', 'Lundi09:00-19:00', 'DimancheFermé']);
    await waitFor(() => expect(map.markers).toEqual(['RP-1', 'RP-2']));
  });

  it('searches again when the form is sent, and keeps what was typed in the location cookie', async () => {
    const { user, dialog } = await open();
    await within(dialog).findByText('2 points trouvés');
    const postCode = within(dialog).getByLabelText('Code postal');
    await user.clear(postCode);
    await user.type(postCode, '4000{Enter}');
    await waitFor(() => expect(state.searches).toHaveLength(2));
    expect(state.searches[1]).toMatchObject({ PostalCode: '4000' });
    await within(dialog).findByText('2 points trouvés');
    const cookie = decodeURIComponent(document.cookie.split('vitrine_pickup_location=')[1] ?? '');
    expect(JSON.parse(cookie)).toMatchObject({
      address_components: [
        { long_name: '4000', types: ['postal_code'] },
        { long_name: 'BE', types: ['country', 'political'] },
      ],
      formatted_address: '4000, BE',
      geometry: { location: { lat: 50.85, lng: 4.35 } },
      types: ['postal_code'],
      partial_match: false,
      postcode_localities: [],
      place_id: '',
      medium: 'postal-code-form',
    });
  });

  it('starts the next search from the place kept in the cookie', async () => {
    saveLocation(
      locationOf({ postCode: '2000', city: 'Antwerpen', address: '', countryCode: 'BE' }),
    );
    await open();
    await waitFor(() => expect(state.pageAsked).toHaveLength(1));
    expect(state.pageAsked[0]?.searchParams.get('postCode')).toBe('2000');
    expect(state.pageAsked[0]?.searchParams.get('city')).toBe('Antwerpen');
  });

  it('says when no point is near the postal code', async () => {
    state.search = () =>
      HttpResponse.json({ ResponseStatusDescription: 'Success', PickupPointViewModels: [] });
    const { dialog } = await open();
    expect(
      await within(dialog).findByText('Aucun point de retrait près de ce code postal.'),
    ).toBeTruthy();
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
  });
});

describe('pickup-point: failures (spec 001 §8)', () => {
  it('growls Error / an error has occurred for a status other than Success', async () => {
    state.search = () =>
      HttpResponse.json({
        ResponseStatusDescription: 'LocationNotFound',
        PickupPointViewModels: [],
      });
    const { dialog } = await open();
    await waitFor(() => expect(state.dialogs.toast).toHaveBeenCalledWith(errorGrowl()));
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
  });

  it.each([
    ['404', () => HttpResponse.json({ Message: 'Inconnu' }, { status: 404 }), 'Core.ErrorOccurred'],
    ['500', () => new HttpResponse('boom', { status: 500 }), 'Core.ErrorOccurred'],
    ['a network error', () => HttpResponse.error(), 'Manager.NetworkError'],
    [
      'a malformed answer',
      () => HttpResponse.json({ PickupPointViewModels: 'x' }),
      'Core.ErrorOccurred',
    ],
  ])('growls on %s, and lists nothing', async (_name, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    state.search = answer;
    const { dialog } = await open();
    await waitFor(() => expect(state.dialogs.toast).toHaveBeenCalledWith(errorGrowl(message)));
    expect(within(dialog).getByRole('status', { name: '' }).textContent).toBe(
      'Une erreur est survenue.',
    );
  });

  it('opens the login dialog on 401, coming back to this page', async () => {
    state.search = () => HttpResponse.json({}, { status: 401 });
    await open();
    await waitFor(() => expect(state.dialogs.login).toHaveBeenCalledWith('/fr/shoppingcarts'));
    expect(state.dialogs.toast).not.toHaveBeenCalled();
  });

  it('says so in the dialog when the search page cannot be loaded', async () => {
    state.page = () => new HttpResponse('<p>?</p>', { status: 404 });
    const { dialog } = await open();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Erreur inattendue.');
    expect(state.searches).toEqual([]);
  });
});

describe('pickup-point: choosing (spec 001 §3, §4)', () => {
  it('enables Choose once a point is selected, keeps list and map in sync, saves the exact payload, then refreshes', async () => {
    const { user, dialog } = await open();
    await within(dialog).findByText('2 points trouvés');
    const choose = within(dialog).getByRole('button', { name: 'Choisir ce point' });
    expect(choose.getAttribute('aria-disabled')).toBe('true');
    // A marker chosen on the map selects the entry of the list; a shopper can only choose one once
    // the map has drawn them (the map is made asynchronously, after the list).
    await waitFor(() => expect(map.markers).toEqual(['RP-1', 'RP-2']));
    act(() => map.onSelect?.('RP-2'));
    await waitFor(() =>
      expect(
        within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Fleurs & Co' }).checked,
      ).toBe(true),
    );
    expect(map.selected.at(-1)).toBe('RP-2');
    // The list's choice highlights its marker.
    await user.click(within(dialog).getByRole('radio', { name: 'Tabac Presse' }));
    await waitFor(() => expect(map.selected.at(-1)).toBe('RP-1'));
    expect(choose.getAttribute('aria-disabled')).toBe('false');
    await user.click(choose);
    await waitFor(() => expect(state.navigated).toEqual([location.href]));
    expect(state.saved).toEqual([
      {
        ShippingFirstName: 'Marie',
        ShippingLastName: 'Dubois',
        ShippingMethodId: 213,
        PickupPointName: 'Tabac Presse',
        ShippingStreet1: 'Rue Neuve 12',
        ShippingPostalCode: '1000',
        ShippingCity: 'Bruxelles',
        ShippingCountryId: 21,
        ShippingPhoneNumber: '+32 2 511 00 00',
        Informations: null,
        StandardHoursOfOperation: 'Lundi: 09:00-19:00;Dimanche: Fermé',
        LatestAirDropOffTime: '17:00',
        AdditionalChargeIndicator: false,
        Comments: null,
        Distance: 0.34,
        SpecialInstructions: null,
        AdditionalComments: null,
        ExternalPickupPointRef: 'RP-1',
        PickupPointType: 'shop',
        PickupPointId: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('selects an entry clicked anywhere but in its opening hours', async () => {
    const { user, dialog } = await open();
    await within(dialog).findByText('2 points trouvés');
    const entries = dialog.querySelectorAll<HTMLElement>('[data-point-id]');
    const second = entries[1] as HTMLElement;
    await user.click(within(second).getByText('Horaires'));
    expect(
      within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Fleurs & Co' }).checked,
    ).toBe(false);
    await user.click(within(second).getByText(/Rue Neuve 12/));
    expect(
      within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Fleurs & Co' }).checked,
    ).toBe(true);
  });

  it('keeps the dialog open and growls when saving fails', async () => {
    state.save = () => new HttpResponse('boom', { status: 500 });
    const { user, dialog } = await open();
    await user.click(await within(dialog).findByRole('radio', { name: 'Tabac Presse' }));
    await user.click(within(dialog).getByRole('button', { name: 'Choisir ce point' }));
    await waitFor(() => expect(state.dialogs.toast).toHaveBeenCalledWith(errorGrowl()));
    expect(state.navigated).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the chosen point beside a Change button', async () => {
    await renderWithI18n(
      <PickupPoint
        {...props}
        chosen={{ name: 'Tabac Presse', address: 'Rue Neuve 12, 1000 Bruxelles' }}
      />,
      strings,
    );
    expect(screen.getByText('Tabac Presse')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Changer de point de retrait' })).toBeTruthy();
  });

  it('opens when the shopper chooses its pickup method in the list, and only for its own', async () => {
    await renderWithI18n(<PickupPoint {...props} />, strings);
    act(() =>
      emit('vitrine:pickup-point-wanted', { shippingMethodId: props.shippingMethodId + 1 }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => emit('vitrine:pickup-point-wanted', { shippingMethodId: props.shippingMethodId }));
    expect(
      await screen.findByRole('dialog', { name: 'Choisissez votre point de retrait' }),
    ).toBeTruthy();
  });
});
