/**
 * The check of a saved pickup point payload (spec 001 §3, exactly): every field and no other,
 * of its type; the method is a pickup method of the point's country; the point exists with
 * that carrier; `PickupPointId` is set for the static carrier only.
 */
import type { SavedPickupPoint } from '../../../src/api/pickupPoints';
import { type Carrier, countryById, shippingMethodById } from '../../data/shipping';
import type { StoredPoint } from './pickupPoints';

const STRINGS = [
  'ShippingFirstName',
  'ShippingLastName',
  'PickupPointName',
  'ShippingStreet1',
  'ShippingPostalCode',
  'ShippingCity',
  'ExternalPickupPointRef',
] as const;
const NULLABLE_STRINGS = [
  'ShippingPhoneNumber',
  'Informations',
  'StandardHoursOfOperation',
  'LatestAirDropOffTime',
  'Comments',
  'SpecialInstructions',
  'AdditionalComments',
  'PickupPointType',
  'PickupPointId',
] as const;
const OTHERS = ['ShippingMethodId', 'ShippingCountryId', 'AdditionalChargeIndicator', 'Distance'];
export const SAVED_FIELDS = [...STRINGS, ...NULLABLE_STRINGS, ...OTHERS].sort();

const isShortText = (value: unknown) => typeof value === 'string' && value.length <= 500;

export function checkSaved(
  body: unknown,
  pointsOf: (code: string, carrier: Carrier) => StoredPoint[],
): SavedPickupPoint | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const saved = body as Record<string, unknown>;
  if (Object.keys(saved).sort().join() !== SAVED_FIELDS.join()) return undefined;
  if (!STRINGS.every((key) => isShortText(saved[key]))) return undefined;
  if (!NULLABLE_STRINGS.every((key) => saved[key] === null || isShortText(saved[key])))
    return undefined;
  const charge = saved.AdditionalChargeIndicator;
  if (!(charge === null || typeof charge === 'boolean' || typeof charge === 'string'))
    return undefined;
  const distance = saved.Distance;
  if (!(distance === null || typeof distance === 'number' || typeof distance === 'string'))
    return undefined;
  const method = shippingMethodById(Number(saved.ShippingMethodId));
  const country = countryById(Number(saved.ShippingCountryId));
  if (
    !method?.carrier ||
    !country ||
    Math.floor(method.ShippingMethodId / 10) !== country.CountryId
  )
    return undefined;
  const point = pointsOf(country.Code, method.carrier).find(
    (p) => p.PublicAccessPointID === saved.ExternalPickupPointRef,
  );
  if (!point) return undefined;
  const expectedId = method.carrier === 'static' ? point.PublicAccessPointID : null;
  if (saved.PickupPointId !== expectedId) return undefined;
  return saved as unknown as SavedPickupPoint;
}
