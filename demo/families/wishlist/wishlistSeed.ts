/**
 * The demo customer's lists (issue 11 §3): two wishlists and a birth list with real products,
 * seeded once per session on the first visit of the wishlist page, so the page has something
 * to show while the product page's dialog still starts from no list (tests/e2e/wishlist.spec.ts).
 */
import { products } from '../../data/catalog';
import type { Session } from '../../shared/session';
import type { Translate } from '../../shared/t';
import { addToList, createList, type WishlistKind, wishlistsOf } from './wishlistStore';

const seeded = new WeakSet<Session>();

/** Variants that can be ordered one by one (no quantity rule) and are well in stock. */
function orderableVariants(): number[] {
  const inStock = (stock: Record<number, number>) =>
    Object.values(stock).reduce((sum, units) => sum + units, 0) >= 10;
  return products
    .filter((product) => product.quantity.min <= 1 && product.quantity.step <= 1)
    .flatMap((product) =>
      product.variants.filter((v) => v.available && inStock(v.stock)).slice(0, 1),
    )
    .map((variant) => variant.ProductVariantId);
}

interface SeedList {
  kind: WishlistKind;
  name: string;
  description: string;
  items: [number, number][];
}

/** Seeds the session's lists once; a shopper who already has lists keeps only their own. */
export function seedWishlists(session: Session, t: Translate): void {
  if (seeded.has(session)) return;
  seeded.add(session);
  if (wishlistsOf(session).length > 0) return;
  const pick = orderableVariants();
  const at = (index: number) => pick[(index * 7) % pick.length] ?? 0;
  const lists: SeedList[] = [
    {
      kind: 'wishlist',
      name: t('Catalog.WishlistSeedGifts'),
      description: t('Catalog.WishlistSeedGiftsDescription'),
      items: [
        [at(1), 1],
        [at(2), 2],
        [at(3), 1],
      ],
    },
    {
      kind: 'wishlist',
      name: t('Catalog.WishlistSeedHome'),
      description: '',
      items: [
        [at(4), 1],
        [at(5), 3],
      ],
    },
    {
      kind: 'birthlist',
      name: t('Catalog.WishlistSeedBirth'),
      description: t('Catalog.WishlistSeedBirthDescription'),
      items: [
        [at(6), 2],
        [at(7), 1],
      ],
    },
  ];
  for (const seed of lists) {
    const list = createList(session, seed.kind, seed.name);
    list.Description = seed.description;
    for (const [variantId, qty] of seed.items) if (variantId) addToList(list, variantId, qty);
  }
}
