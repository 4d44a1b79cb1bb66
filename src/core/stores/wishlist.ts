import { createResource } from './resource';

/** Number of products in the shopper's wishlists (spec 000 §4). */
export const wishlistCount = createResource<number>();
