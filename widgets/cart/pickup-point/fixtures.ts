/**
 * Test fixtures of the pickup-point widget: the search page as the demo CMS writes it (the
 * data-pickup-* marks), two points, the strings, and msw handlers whose answers each test may
 * change.
 */
import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { beforeEach, vi } from 'vitest';
import type { PickupPoint } from '../../../src/api/pickupPoints';
import { provideNavigation } from '../../../src/core/navigation';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import type { Props } from './index';
import { LOCATION_COOKIE } from './locationCookie';

export const strings = {
  Core: {
    Close: 'Fermer',
    Loading: 'Chargement…',
    Error: 'Erreur',
    ErrorOccurred: 'Une erreur est survenue.',
  },
  Manager: { UnknowsErrors: 'Erreur inattendue.', NetworkError: 'Connexion impossible.' },
  PickupPoints: {
    ChoosePickupPoint: 'Choisir un point de retrait',
    ChangePickupPoint: 'Changer de point de retrait',
    ChosenPickupPoint: 'Point de retrait choisi',
    DialogTitle: 'Choisissez votre point de retrait',
    Choose: 'Choisir ce point',
    Searching: 'Recherche…',
    Found_one: '{{count}} point trouvé',
    Found_other: '{{count}} points trouvés',
    NoneFound: 'Aucun point de retrait près de ce code postal.',
    SearchRequired: 'Indiquez un code postal.',
    ListLabel: 'Points de retrait',
    MapLabel: 'Carte',
    DistanceKm: 'à {{distance}} km',
    OpeningHours: 'Horaires',
    Day: 'Jour',
    Hours: 'Heures',
    MapUnavailable: 'Pas de carte.',
  },
};

export const props: Props = {
  shippingMethodId: 213,
  carrierGatewayId: 7,
  carrier: 'relaypost',
  countryId: 21,
  countryCode: 'BE',
  postCode: '1000',
  city: '',
  address: '',
  firstName: 'Marie',
  lastName: 'Dubois',
};

export const point = (id: string, name: string, distance: number): PickupPoint => ({
  PublicAccessPointID: id,
  ConsigneeName: name,
  Address: 'Rue Neuve 12',
  PostCode: '1000',
  City: 'Bruxelles',
  CountryId: 21,
  PhoneNumber: '+32 2 511 00 00',
  Distance: distance,
  ImageURL: null,
  Comments: null,
  StandardHoursOfOperation: 'Lundi: 09:00-19:00;Dimanche: Fermé',
  Informations: null,
  LatestAirDropOffTime: '17:00',
  AdditionalChargeIndicator: false,
  SpecialInstructions: null,
  AdditionalComments: null,
  PickupPointType: 'shop',
  Geocode: { Latitude: 50.85, Longitude: 4.35 },
});

export const searchPage = (
  postCode = '1000',
) => `<div data-pickup-search data-search-radius="15" data-maximum-list-size="10">
  <form data-pickup-form method="get" action="/fr/shippings/pickuppoint/search">
    <label for="pc">Code postal</label><input id="pc" name="postCode" value="${postCode}" />
    <label for="ci">Ville</label><input id="ci" name="city" value="" />
    <label for="ad">Adresse</label><input id="ad" name="address" value="" />
    <button type="submit">Rechercher</button>
  </form>
  <div data-pickup-results></div>
</div>`;

export interface PickupServer {
  page: () => Response;
  search: () => Response | Promise<Response>;
  save: () => Response;
  searches: unknown[];
  saved: unknown[];
  pageAsked: URL[];
  dialogs: FakeDialogs;
  navigated: string[];
}

export function mockPickupServer(): PickupServer {
  const state = {} as PickupServer;
  beforeEach(() => {
    applyPageSettings({}, '/fr/shoppingcarts');
    Cookies.remove(LOCATION_COOKIE, { path: '/' });
    Object.assign(state, {
      page: () => new HttpResponse(searchPage(), { headers: { 'Content-Type': 'text/html' } }),
      search: () =>
        HttpResponse.json({
          ResponseStatusDescription: 'Success',
          PickupPointViewModels: [
            point('RP-1', 'Tabac Presse', 0.34),
            point('RP-2', 'Fleurs & Co', 1.2),
          ],
        }),
      save: () => HttpResponse.json({ Success: true }),
      searches: [],
      saved: [],
      pageAsked: [],
      dialogs: fakeDialogs(),
      navigated: [],
    });
    provideNavigation((href) => state.navigated.push(href));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/fr/shippings/pickuppoint/search', ({ request }) => {
        state.pageAsked.push(new URL(request.url));
        return state.page();
      }),
      http.post('*/api/v1/shipping/relaypost/getpickuppoints', async ({ request }) => {
        state.searches.push(await request.json());
        return state.search();
      }),
      http.post('*/api/v1/shoppingcarts/externalpickuppoint', async ({ request }) => {
        state.saved.push(await request.json());
        return state.save();
      }),
    );
  });
  return state;
}
