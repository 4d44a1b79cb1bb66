/**
 * The demo's coupon codes (issue 11; spec 001 §3 Coupon, §4, §7): some valid for everyone,
 * one expired, one for signed-in customers only, and a personal list per customer (what
 * `GET api/v1/couponcode/user/{id}` answers). A coupon takes a share or an amount off the
 * items incl. tax, never more than they cost.
 */
import { round2 } from '../../../src/core/format';

export interface Coupon {
  CouponCode: string;
  /** Percent off the items, or EUR off them. */
  percent?: number;
  amountEur?: number;
  /** Items incl. tax (EUR) the basket must reach. */
  minimumEur?: number;
  /** ISO date after which the coupon no longer applies. */
  validUntil: string;
  customersOnly?: boolean;
  /** The e-mail of the only customer who may use it (a personal coupon). */
  owner?: string;
}

export const COUPONS: Coupon[] = [
  { CouponCode: 'BIENVENUE10', percent: 10, validUntil: '2027-12-31' },
  { CouponCode: 'LENTE5', amountEur: 5, minimumEur: 30, validUntil: '2027-06-30' },
  { CouponCode: 'SOLDES2024', percent: 20, validUntil: '2024-08-31' },
  { CouponCode: 'FIDELITE15', percent: 15, validUntil: '2027-12-31', customersOnly: true },
  { CouponCode: 'MERCI-7Q2K', amountEur: 10, validUntil: '2027-12-31', owner: 'demo@vitrine.shop' },
  { CouponCode: 'ANNIV-20', percent: 20, validUntil: '2027-12-31', owner: 'demo@vitrine.shop' },
];

export const couponByCode = (code: string): Coupon | undefined =>
  COUPONS.find((coupon) => coupon.CouponCode === code.trim().toUpperCase());

/** Why a coupon does not apply to this shopper and basket, or undefined when it does. */
export function couponRefusal(
  coupon: Coupon | undefined,
  user: string | undefined,
  itemsIncl: number,
  today = new Date().toISOString().slice(0, 10),
): 'unknown' | 'expired' | 'customers' | 'owner' | 'minimum' | undefined {
  if (!coupon) return 'unknown';
  if (coupon.validUntil < today) return 'expired';
  if (coupon.customersOnly && !user) return 'customers';
  if (coupon.owner && coupon.owner !== user) return 'owner';
  if (coupon.minimumEur !== undefined && itemsIncl < coupon.minimumEur) return 'minimum';
  return undefined;
}

/** The coupons a customer may choose from ("my coupons"): personal ones and those for customers. */
export const couponsOfCustomer = (user: string): Coupon[] =>
  COUPONS.filter((coupon) => coupon.owner === user || (coupon.customersOnly && !coupon.owner));

/** EUR off the items incl. tax; 0 when the coupon no longer applies (the basket shrank…). */
export function couponDiscount(
  code: string | undefined,
  user: string | undefined,
  itemsIncl: number,
): number {
  if (!code) return 0;
  const coupon = couponByCode(code);
  if (!coupon || couponRefusal(coupon, user, itemsIncl)) return 0;
  const off =
    coupon.percent !== undefined ? (itemsIncl * coupon.percent) / 100 : (coupon.amountEur ?? 0);
  return round2(Math.min(off, itemsIncl));
}

/**
 * The customer id of a signed-in shopper, as `GET api/v1/couponcode/user/{id}` takes it (the
 * demo's accounts are e-mails: a stable number is derived from it); none for a visitor.
 */
export function customerIdOf(user: string | undefined): string | undefined {
  if (!user) return undefined;
  let hash = 7;
  for (const char of user) hash = (hash * 31 + char.charCodeAt(0)) % 900_000;
  return String(100_000 + hash);
}

/** The signed-in customer whose id this is, if it is the session's own. */
export const isOwnCustomerId = (user: string | undefined, id: string): boolean =>
  Boolean(user) && customerIdOf(user) === id;
