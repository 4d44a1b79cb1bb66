/**
 * Issue 5 (product detail): routes of the demo CMS owned by the wishlist work; mounted at the
 * shop root by app.ts, so paths here are full (api/v1/..., widget/catalog/..., :culture/...).
 * Unsafe calls go through the antiForgery middleware.
 */
import { Hono } from 'hono';
import type { Env } from '../env';

export function wishlistRoutes(_base: string, _consentStamp: string) {
  const routes = new Hono<Env>();
  return routes;
}
