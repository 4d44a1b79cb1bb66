import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { LOCATION_COOKIE, lastPlace, locationOf, saveLocation } from './locationCookie';

beforeEach(() => {
  applyPageSettings({}, '/fr/shoppingcarts');
  Cookies.remove(LOCATION_COOKIE, { path: '/' });
});

describe('the location cookie (spec 001 §3 location data)', () => {
  it('keeps address components, formatted address, geometry, types, partial match, postcode localities, place id and medium', () => {
    const place = {
      postCode: '75001',
      city: 'Paris',
      address: 'Rue de Rivoli 1',
      countryCode: 'FR',
    };
    expect(locationOf(place, { lat: 48.86, lng: 2.34 })).toEqual({
      address_components: [
        { long_name: 'Rue de Rivoli 1', short_name: 'Rue de Rivoli 1', types: ['street_address'] },
        { long_name: '75001', short_name: '75001', types: ['postal_code'] },
        { long_name: 'Paris', short_name: 'Paris', types: ['locality', 'political'] },
        { long_name: 'FR', short_name: 'FR', types: ['country', 'political'] },
      ],
      formatted_address: 'Rue de Rivoli 1, 75001 Paris, FR',
      geometry: { location: { lat: 48.86, lng: 2.34 } },
      types: ['street_address'],
      partial_match: false,
      postcode_localities: ['Paris'],
      place_id: '',
      medium: 'postal-code-form',
    });
  });

  it('starts the next search in the same country from it, and not in another', () => {
    saveLocation(locationOf({ postCode: '1000', city: '', address: '', countryCode: 'BE' }));
    expect(lastPlace('BE')).toEqual({ postCode: '1000', city: '', address: '', countryCode: 'BE' });
    expect(lastPlace('NL')).toBeUndefined();
  });

  it('ignores a cookie it cannot read', () => {
    Cookies.set(LOCATION_COOKIE, '{not json', { path: '/' });
    expect(lastPlace('BE')).toBeUndefined();
  });
});
