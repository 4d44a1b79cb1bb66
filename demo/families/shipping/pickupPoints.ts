/**
 * The demo's pickup points (issue 11; spec 001 §3): for each country and carrier, points
 * generated around real cities: relay shops (relaypost), parcel lockers (parcelbox) and the
 * shop's own stores (static), with real street names and postal codes, coordinates, phone
 * numbers and opening hours. Seeded: the same points on every start.
 */
import type { PickupPoint } from '../../../src/api/pickupPoints';
import { mulberry32 } from '../../data/catalog/prng';
import type { Carrier } from '../../data/shipping';
import { countryByCode } from '../../data/shipping';
import type { Culture } from '../../shared/culture';
import { CALLING_CODES, CITIES, type City, SHOP_NAMES } from './places';

/** A point as stored: the answer's fields but the hours, written in the asking culture. */
export interface StoredPoint extends Omit<PickupPoint, 'StandardHoursOfOperation' | 'Distance'> {
  carrier: Carrier;
  hours: WeekHours;
}

/** Per day, Monday first: opening ranges ('09:00-12:30'), none when closed. */
export type WeekHours = string[][];

const SHOP_HOURS: WeekHours = [
  ['09:00-12:30', '14:00-19:00'],
  ['09:00-12:30', '14:00-19:00'],
  ['09:00-19:00'],
  ['09:00-12:30', '14:00-19:00'],
  ['09:00-19:30'],
  ['09:00-18:00'],
  [],
];
const STORE_HOURS: WeekHours = [
  [],
  ['10:00-19:00'],
  ['10:00-19:00'],
  ['10:00-19:00'],
  ['10:00-20:00'],
  ['10:00-19:00'],
  ['11:00-17:00'],
];
const ALWAYS: WeekHours = Array.from({ length: 7 }, () => ['00:00-24:00']);

/** The catalogue's deterministic generator, seeded per country and carrier. */
const random = mulberry32;

const seedOf = (text: string) =>
  [...text].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261);

const pick = <T>(list: T[], next: () => number): T => list[Math.floor(next() * list.length)] as T;

const PER_CITY: Record<Carrier, number> = { relaypost: 12, parcelbox: 8, static: 1 };
const PREFIX: Record<Carrier, string> = { relaypost: 'RP', parcelbox: 'PB', static: 'VS' };

function phone(code: string, next: () => number): string {
  const digits = Array.from({ length: 8 }, () => Math.floor(next() * 10)).join('');
  return `${CALLING_CODES[code] ?? ''} ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

function nameOf(carrier: Carrier, city: City, street: string, index: number, next: () => number) {
  if (carrier === 'parcelbox') return `ParcelBox ${street}`;
  if (carrier === 'static') return `Vitrine ${city.name}`;
  return (
    SHOP_NAMES[city.language][index % SHOP_NAMES[city.language].length] ?? pick(SHOP_NAMES.fr, next)
  );
}

function pointsOf(code: string, carrier: Carrier): StoredPoint[] {
  const country = countryByCode(code);
  if (!country) return [];
  const next = random(seedOf(`${code}:${carrier}`));
  const points: StoredPoint[] = [];
  for (const city of CITIES[code] ?? []) {
    for (let index = 0; index < PER_CITY[carrier]; index++) {
      const street = pick(city.streets, next);
      // Within about 3 km of the centre, nearer for the shop's own stores.
      const spread = carrier === 'static' ? 0.006 : 0.028;
      const lat = city.lat + (next() - 0.5) * spread;
      const lng = city.lng + (next() - 0.5) * spread * 1.5;
      const id = `${PREFIX[carrier]}-${code}-${String(points.length + 1).padStart(4, '0')}`;
      points.push({
        carrier,
        PublicAccessPointID: id,
        ConsigneeName: nameOf(carrier, city, street, index, next),
        Address: `${street} ${1 + Math.floor(next() * 120)}`,
        PostCode: pick(city.postalCodes, next),
        City: city.name,
        CountryId: country.CountryId,
        PhoneNumber: carrier === 'parcelbox' ? null : phone(code, next),
        ImageURL: null,
        Comments: null,
        Informations: null,
        LatestAirDropOffTime: carrier === 'relaypost' ? '17:00' : null,
        AdditionalChargeIndicator: false,
        SpecialInstructions: null,
        AdditionalComments: null,
        PickupPointType:
          carrier === 'parcelbox' ? 'locker' : carrier === 'static' ? 'store' : 'shop',
        Geocode: { Latitude: Number(lat.toFixed(6)), Longitude: Number(lng.toFixed(6)) },
        hours: carrier === 'parcelbox' ? ALWAYS : carrier === 'static' ? STORE_HOURS : SHOP_HOURS,
      });
    }
  }
  return points;
}

const cache = new Map<string, StoredPoint[]>();

/** The points of a carrier in a country (ISO code). */
export function pickupPointsOf(code: string, carrier: Carrier): StoredPoint[] {
  const key = `${code}:${carrier}`;
  let found = cache.get(key);
  if (!found) {
    found = pointsOf(code, carrier);
    cache.set(key, found);
  }
  return found;
}

/** spec 001 §3 StandardHoursOfOperation: one line per day, lines separated by `;`. */
export function hoursText(hours: WeekHours, culture: Culture, closed: string): string {
  // 2024-01-01 was a Monday.
  const day = new Intl.DateTimeFormat(culture, { weekday: 'long', timeZone: 'UTC' });
  return hours
    .map((ranges, index) => {
      const name = day.format(Date.UTC(2024, 0, 1 + index));
      const label = name.charAt(0).toLocaleUpperCase(culture) + name.slice(1);
      return `${label}: ${ranges.length ? ranges.join(', ') : closed}`;
    })
    .join(';');
}
