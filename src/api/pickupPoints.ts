/**
 * Pickup points (spec 001 §2, §3, §7): the search request, the points it answers and the
 * payload that saves the chosen one on the basket. Field names are the contract's, exactly.
 */
import * as z from 'zod/mini';

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
