/** Wishlist calls (spec 000 §7). */
import * as z from 'zod/mini';
import { get } from '../core/http';
import { parseAnswer } from './parse';

export const wishlistCountSchema = z.number().check(z.int(), z.nonnegative());

export const WISHLIST_COUNT_PATH = 'api/v1/catalog/wishlist/products/count';

/**
 * GET /api/v1/catalog/wishlist/products/count. Anonymous shoppers have no wishlist: the
 * header must not open a login modal on every page, so a 401 counts as 0 here.
 */
export async function fetchWishlistCount(): Promise<number> {
  try {
    const data = await get<unknown>(WISHLIST_COUNT_PATH, { policy: false });
    return parseAnswer(wishlistCountSchema, data, WISHLIST_COUNT_PATH);
  } catch (error) {
    if ((error as { response?: { status?: number } }).response?.status === 401) return 0;
    throw error;
  }
}
