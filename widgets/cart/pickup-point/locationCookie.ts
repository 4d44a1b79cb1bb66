/**
 * The place the shopper last searched, kept in a cookie so the next search starts from it
 * (spec 001 §3 "location data stored in cookies": address components, formatted address,
 * geometry, types, partial match, postcode localities, place id, medium). The shape follows
 * the geocoder result the specification names; `medium` says how it was typed.
 */
import Cookies from 'js-cookie';
import { pageSettings } from '../../../src/core/settings';

export const LOCATION_COOKIE = 'vitrine_pickup_location';
const DAYS = 30;

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface StoredLocation {
  address_components: AddressComponent[];
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } } | null;
  types: string[];
  partial_match: boolean;
  postcode_localities: string[];
  place_id: string;
  medium: 'postal-code-form';
}

export interface TypedPlace {
  postCode: string;
  city: string;
  address: string;
  countryCode: string;
}

const component = (name: string, types: string[]): AddressComponent => ({
  long_name: name,
  short_name: name,
  types,
});

/** The location data of what the shopper typed; `near` is the nearest point found, if any. */
export function locationOf(place: TypedPlace, near?: { lat: number; lng: number }): StoredLocation {
  const components = [
    place.address ? component(place.address, ['street_address']) : undefined,
    place.postCode ? component(place.postCode, ['postal_code']) : undefined,
    place.city ? component(place.city, ['locality', 'political']) : undefined,
    component(place.countryCode, ['country', 'political']),
  ].filter((c): c is AddressComponent => Boolean(c));
  return {
    address_components: components,
    formatted_address: [place.address, [place.postCode, place.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .concat(place.countryCode)
      .join(', '),
    geometry: near ? { location: near } : null,
    types: [place.address ? 'street_address' : place.postCode ? 'postal_code' : 'locality'],
    partial_match: !place.postCode,
    postcode_localities: place.city ? [place.city] : [],
    place_id: '',
    medium: 'postal-code-form',
  };
}

export function saveLocation(location: StoredLocation): void {
  Cookies.set(LOCATION_COOKIE, JSON.stringify(location), {
    expires: DAYS,
    path: pageSettings().appPath,
    sameSite: 'Lax',
  });
}

/** What the shopper typed last time in this country, or undefined. */
export function lastPlace(countryCode: string): TypedPlace | undefined {
  const raw = Cookies.get(LOCATION_COOKIE);
  if (!raw) return undefined;
  try {
    const location = JSON.parse(raw) as Partial<StoredLocation>;
    const parts = Array.isArray(location.address_components) ? location.address_components : [];
    const of = (type: string) => parts.find((p) => p.types?.includes(type))?.long_name ?? '';
    if (of('country') !== countryCode) return undefined;
    return {
      postCode: of('postal_code'),
      city: of('locality'),
      address: of('street_address'),
      countryCode,
    };
  } catch {
    return undefined;
  }
}
