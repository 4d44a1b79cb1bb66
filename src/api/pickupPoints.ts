/**
 * Pickup points (spec 001 §2, §3, §7): the search request, the points it answers and the
 * payload that saves the chosen one on the basket. Field names are the contract's, exactly.
 */
import * as z from 'zod/mini';
import { postJson } from './parse';

/** spec 001 §3 pickup-point search request. */
export interface PickupSearchRequest {
  City: string;
  PostalCode: string;
  CountryCode: string;
  Address: string;
  ShippingMethodId: number;
  SearchRadius: number;
  MaximumListSize: number;
  CultureName: string;
}

const text = z.nullish(z.string());
const amount = z.nullish(z.union([z.number(), z.string()]));

/** spec 001 §3 pickup point (response item). */
export const pickupPointSchema = z.object({
  PublicAccessPointID: z.string(),
  ConsigneeName: z.string(),
  Address: z.string(),
  PostCode: z.string(),
  City: z.string(),
  CountryId: z.number(),
  PhoneNumber: text,
  Distance: amount,
  ImageURL: text,
  Comments: text,
  /** Opening hours, one day per line, lines separated by `;`. */
  StandardHoursOfOperation: text,
  Informations: text,
  LatestAirDropOffTime: text,
  AdditionalChargeIndicator: z.nullish(z.union([z.boolean(), z.string()])),
  SpecialInstructions: text,
  AdditionalComments: text,
  PickupPointType: text,
  Geocode: z.object({ Latitude: z.number(), Longitude: z.number() }),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

/** spec 001 §3: ResponseStatusDescription other than `Success` is an error (§8). */
export const pickupSearchAnswerSchema = z.object({
  ResponseStatusDescription: z.string(),
  PickupPointViewModels: z.nullish(z.array(pickupPointSchema)),
});
export type PickupSearchAnswer = z.infer<typeof pickupSearchAnswerSchema>;

/** spec 001 §3 saved pickup point payload, exactly. */
export interface SavedPickupPoint {
  ShippingFirstName: string;
  ShippingLastName: string;
  ShippingMethodId: number;
  PickupPointName: string;
  ShippingStreet1: string;
  ShippingPostalCode: string;
  ShippingCity: string;
  ShippingCountryId: number;
  ShippingPhoneNumber: string | null;
  Informations: string | null;
  StandardHoursOfOperation: string | null;
  LatestAirDropOffTime: string | null;
  AdditionalChargeIndicator: boolean | string | null;
  Comments: string | null;
  Distance: number | string | null;
  SpecialInstructions: string | null;
  AdditionalComments: string | null;
  ExternalPickupPointRef: string;
  PickupPointType: string | null;
  /** Set only for the static carrier, otherwise null (spec 001 §3). */
  PickupPointId: string | null;
}

/** spec 001 §7: `POST /api/v1/shipping/{carrier}/getpickuppoints` (site-root path). */
export const pickupPointsPath = (carrier: string): string =>
  `api/v1/shipping/${encodeURIComponent(carrier)}/getpickuppoints`;

/** spec 001 §7: saves the chosen point on the basket, then the page refreshes. */
export const EXTERNAL_PICKUP_POINT_PATH = 'api/v1/shoppingcarts/externalpickuppoint';

/** spec 001 §2: the search page fetched into the modal, under the culture's path (a page, not an api/v1 path). */
export const PICKUP_SEARCH_PAGE = 'shippings/pickuppoint/search';

/** The carrier whose points are the shop's own: only its payload carries `PickupPointId`. */
export const STATIC_CARRIER = 'static';

/** Whatever the CMS answered on save (spec 001 §7 "then the page refreshes"). */
export const savedAnswerSchema = z.unknown();

/** spec 001 §7 getpickuppoints; the caller handles every failure (`policy: false`). */
export function searchPickupPoints(
  carrier: string,
  search: PickupSearchRequest,
  signal?: AbortSignal,
): Promise<PickupSearchAnswer> {
  return postJson(pickupSearchAnswerSchema, pickupPointsPath(carrier), search, {
    policy: false,
    abortKey: 'pickup-search',
    ...(signal ? { signal } : {}),
  });
}

/** spec 001 §7 externalpickuppoint with the saved payload of §3. */
export async function savePickupPoint(payload: SavedPickupPoint): Promise<void> {
  await postJson(savedAnswerSchema, EXTERNAL_PICKUP_POINT_PATH, payload, { policy: false });
}

export interface PickupMethod {
  ShippingMethodId: number;
  carrier: string;
}

export interface BillingNames {
  firstName: string;
  lastName: string;
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

/**
 * spec 001 §3 saved pickup point payload, exactly: the shipping names are the billing names,
 * `PickupPointId` only for the static carrier (the shop's own points), otherwise null.
 */
export function pickupPayload(
  point: PickupPoint,
  method: PickupMethod,
  billing: BillingNames,
): SavedPickupPoint {
  return {
    ShippingFirstName: billing.firstName,
    ShippingLastName: billing.lastName,
    ShippingMethodId: method.ShippingMethodId,
    PickupPointName: point.ConsigneeName,
    ShippingStreet1: point.Address,
    ShippingPostalCode: point.PostCode,
    ShippingCity: point.City,
    ShippingCountryId: point.CountryId,
    ShippingPhoneNumber: orNull(point.PhoneNumber),
    Informations: orNull(point.Informations),
    StandardHoursOfOperation: orNull(point.StandardHoursOfOperation),
    LatestAirDropOffTime: orNull(point.LatestAirDropOffTime),
    AdditionalChargeIndicator: orNull(point.AdditionalChargeIndicator),
    Comments: orNull(point.Comments),
    Distance: orNull(point.Distance),
    SpecialInstructions: orNull(point.SpecialInstructions),
    AdditionalComments: orNull(point.AdditionalComments),
    ExternalPickupPointRef: point.PublicAccessPointID,
    PickupPointType: orNull(point.PickupPointType),
    PickupPointId: method.carrier === STATIC_CARRIER ? point.PublicAccessPointID : null,
  };
}
