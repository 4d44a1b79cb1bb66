/**
 * What the demo shop ships to and how (issue 11: the cart's shipping country, city and
 * method, spec 001 §2, §3). The seven countries of the six cultures, each with a numeric
 * CountryId (the `countryId` of the city type-ahead and of the pickup-point search) and its
 * shipping methods: home delivery, express, pickup points of two carriers and one static
 * carrier (its points are the shop's own: `PickupPointId` is set, spec 001 §3).
 */
import type { Culture } from '../shared/culture';

export interface ShippingCountry {
  /** spec 001 §3 ShippingCountryId / BillingCountryId / countryId. */
  CountryId: number;
  /** ISO 3166 alpha-2, the `{CountryCode}` payload (spec 001 §3). */
  Code: string;
  /** Postal-code format, for the form's pattern and the server's check. */
  postalCode: RegExp;
}

export const SHIPPING_COUNTRIES: ShippingCountry[] = [
  { CountryId: 21, Code: 'BE', postalCode: /^\d{4}$/ },
  { CountryId: 150, Code: 'NL', postalCode: /^\d{4}\s?[A-Z]{2}$/i },
  { CountryId: 73, Code: 'FR', postalCode: /^\d{5}$/ },
  { CountryId: 81, Code: 'DE', postalCode: /^\d{5}$/ },
  { CountryId: 195, Code: 'ES', postalCode: /^\d{5}$/ },
  { CountryId: 105, Code: 'IT', postalCode: /^\d{5}$/ },
  { CountryId: 171, Code: 'PT', postalCode: /^\d{4}-?\d{3}$/ },
];

export const countryByCode = (code: string): ShippingCountry | undefined =>
  SHIPPING_COUNTRIES.find((country) => country.Code === code.toUpperCase());

export const countryById = (id: number): ShippingCountry | undefined =>
  SHIPPING_COUNTRIES.find((country) => country.CountryId === id);

/** home: delivered at the door; express: next day; pickup: a carrier's relay point. */
export type ShippingKind = 'home' | 'express' | 'pickup';

/**
 * The carriers behind pickup methods: the `{carrier}` segment of getpickuppoints (spec 001
 * §7, "the set of carrier values is not shown": these are the demo's). `static` is the shop's
 * own list of points, whose saved payload carries `PickupPointId` (spec 001 §3).
 */
export type Carrier = 'relaypost' | 'parcelbox' | 'static';

export interface ShippingMethod {
  ShippingMethodId: number;
  kind: ShippingKind;
  /** Only for pickup methods. */
  carrier?: Carrier;
  /** The pickup-point search's `carrierGatewayId` (spec 001 §2). */
  carrierGatewayId?: number;
  name: Record<Culture, string>;
  /** Price incl. tax in EUR; free from `freeFrom` (items incl. tax) when set. */
  priceEur: number;
  freeFrom?: number;
  /** Working days between order and delivery. */
  delayDays: [number, number];
}

const names = {
  home: {
    fr: 'Livraison à domicile',
    nl: 'Thuislevering',
    es: 'Entrega a domicilio',
    de: 'Lieferung nach Hause',
    it: 'Consegna a domicilio',
    pt: 'Entrega ao domicílio',
  },
  express: {
    fr: 'Express (le lendemain)',
    nl: 'Express (volgende dag)',
    es: 'Exprés (al día siguiente)',
    de: 'Express (am nächsten Tag)',
    it: 'Express (il giorno dopo)',
    pt: 'Expresso (no dia seguinte)',
  },
  relaypost: {
    fr: 'Point relais RelayPost',
    nl: 'RelayPost-afhaalpunt',
    es: 'Punto de recogida RelayPost',
    de: 'RelayPost-Abholstelle',
    it: 'Punto di ritiro RelayPost',
    pt: 'Ponto de recolha RelayPost',
  },
  parcelbox: {
    fr: 'Consigne ParcelBox',
    nl: 'ParcelBox-pakketautomaat',
    es: 'Taquilla ParcelBox',
    de: 'ParcelBox-Packstation',
    it: 'Locker ParcelBox',
    pt: 'Cacifo ParcelBox',
  },
  static: {
    fr: 'Retrait en magasin',
    nl: 'Afhalen in de winkel',
    es: 'Recogida en tienda',
    de: 'Abholung im Geschäft',
    it: 'Ritiro in negozio',
    pt: 'Levantamento na loja',
  },
} satisfies Record<string, Record<Culture, string>>;

/** The same five methods in every country; ids are unique per country (id × 10 + n). */
export function shippingMethodsOf(country: ShippingCountry): ShippingMethod[] {
  const base = country.CountryId * 10;
  const far = country.Code === 'PT' || country.Code === 'ES' || country.Code === 'IT';
  return [
    {
      ShippingMethodId: base + 1,
      kind: 'home',
      name: names.home,
      priceEur: far ? 7.95 : 5.95,
      freeFrom: 75,
      delayDays: far ? [3, 5] : [2, 3],
    },
    {
      ShippingMethodId: base + 2,
      kind: 'express',
      name: names.express,
      priceEur: far ? 16.9 : 12.9,
      delayDays: [1, 1],
    },
    {
      ShippingMethodId: base + 3,
      kind: 'pickup',
      carrier: 'relaypost',
      carrierGatewayId: 7,
      name: names.relaypost,
      priceEur: 3.95,
      freeFrom: 50,
      delayDays: [2, 4],
    },
    {
      ShippingMethodId: base + 4,
      kind: 'pickup',
      carrier: 'parcelbox',
      carrierGatewayId: 9,
      name: names.parcelbox,
      priceEur: 2.95,
      delayDays: [2, 3],
    },
    {
      ShippingMethodId: base + 5,
      kind: 'pickup',
      carrier: 'static',
      carrierGatewayId: 1,
      name: names.static,
      priceEur: 0,
      delayDays: [1, 2],
    },
  ];
}

export function shippingMethodById(id: number): ShippingMethod | undefined {
  const country = countryById(Math.floor(id / 10));
  return country ? shippingMethodsOf(country).find((m) => m.ShippingMethodId === id) : undefined;
}

/** The method's price for a basket of `itemsIncl` EUR (free above its threshold). */
export const shippingPrice = (method: ShippingMethod, itemsIncl: number): number =>
  method.freeFrom !== undefined && itemsIncl >= method.freeFrom ? 0 : method.priceEur;
