/**
 * The pickup-point search of the demo (spec 001 §3, §7): locates the place the shopper typed
 * (postal code first, then the city, then a city named in the address), then answers the
 * carrier's points within the radius, nearest first, at most the list size, each with its
 * distance from that place in km. A place it cannot locate answers a status other than
 * Success (spec 001 §8: the widget then says an error has occurred).
 */
import type { PickupPoint, PickupSearchAnswer } from '../../../src/api/pickupPoints';
import type { Carrier } from '../../data/shipping';
import type { Culture } from '../../shared/culture';
import { hoursText, pickupPointsOf } from './pickupPoints';
import { CITIES, type City } from './places';

export interface Place {
  lat: number;
  lng: number;
  city: City;
}

const simple = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s-]/g, '')
    .toUpperCase();

/** Where the search starts, or undefined when nothing matches in that country. */
export function locate(code: string, postalCode: string, city: string, address: string) {
  const cities = CITIES[code] ?? [];
  const wanted = simple(postalCode);
  if (wanted) {
    for (const candidate of cities) {
      const index = candidate.postalCodes.findIndex((pc) => simple(pc) === wanted);
      // Each postal code of a city is a few hundred metres from the others.
      if (index >= 0)
        return {
          lat: candidate.lat + index * 0.004,
          lng: candidate.lng - index * 0.005,
          city: candidate,
        };
    }
    // The same district (the first two digits): the city's centre.
    const area = cities.find((c) =>
      c.postalCodes.some((pc) => simple(pc).slice(0, 2) === wanted.slice(0, 2)),
    );
    if (area && wanted.length >= 4) return { lat: area.lat, lng: area.lng, city: area };
    return undefined;
  }
  const named = simple(city);
  const byName = named ? cities.find((c) => simple(c.name) === named) : undefined;
  const inAddress = cities.find((c) => simple(address).includes(simple(c.name)));
  const found = byName ?? (address ? inAddress : undefined);
  return found ? { lat: found.lat, lng: found.lng, city: found } : undefined;
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

export interface SearchInput {
  code: string;
  carrier: Carrier;
  postalCode: string;
  city: string;
  address: string;
  radiusKm: number;
  maximum: number;
  culture: Culture;
  /** "Closed", in the asking culture. */
  closed: string;
}

export const NOT_FOUND_STATUS = 'LocationNotFound';

export function searchPoints(input: SearchInput): PickupSearchAnswer {
  const place = locate(input.code, input.postalCode, input.city, input.address);
  if (!place) return { ResponseStatusDescription: NOT_FOUND_STATUS, PickupPointViewModels: [] };
  const found: PickupPoint[] = pickupPointsOf(input.code, input.carrier)
    .map((point) => ({
      point,
      km: distanceKm(place, { lat: point.Geocode.Latitude, lng: point.Geocode.Longitude }),
    }))
    .filter(({ km }) => km <= input.radiusKm)
    .sort((a, b) => a.km - b.km)
    .slice(0, input.maximum)
    .map(({ point: { carrier: _carrier, hours, ...rest }, km }) => ({
      ...rest,
      Distance: Math.round(km * 100) / 100,
      StandardHoursOfOperation: hoursText(hours, input.culture, input.closed),
    }));
  return { ResponseStatusDescription: 'Success', PickupPointViewModels: found };
}
