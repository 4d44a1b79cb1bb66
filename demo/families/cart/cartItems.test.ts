/**
 * The cart items fragment (spec 001 §2, §3, §9): a line that can no longer be ordered says so
 * and blocks the checkout with its reason; a line brought down to the stock is told once by a
 * cart info message; shipping and coupon rows appear when chosen.
 */
import { describe, expect, it } from 'vitest';
import { products } from '../../data/catalog';
import { countryByCode, shippingMethodsOf } from '../../data/shipping';
import { stringResources } from '../../server/strings';
import type { PageContext } from '../../shared/context';
import type { Session } from '../../shared/session';
import { translator } from '../../shared/t';
import { basketOf } from './basketStore';
import { cartChoicesOf } from './cartChoices';
import { cartItemsFragment } from './cartItems';

const units = (stock: Record<number, number>) => Object.values(stock).reduce((a, b) => a + b, 0);
const plain = products
  .filter((p) => p.quantity.min === 1 && p.quantity.step === 1 && p.quantity.max === 0)
  .flatMap((p) => p.variants.map((v) => ({ product: p, variant: v })));
const inStock = plain.find(({ variant }) => variant.available && units(variant.stock) > 2);
const gone = plain.find(({ variant }) => !variant.available);
if (!inStock || !gone) throw new Error('the catalogue lacks the variants these tests need');

function shopperContext(): PageContext {
  const session: Session = {
    id: 'fragment',
    antiForgeryToken: 't',
    culture: 'fr',
    currency: 'EUR',
    country: 'BE',
    user: undefined,
  };
  return {
    culture: 'fr',
    locale: 'fr-BE',
    base: '/',
    session,
    path: '',
    consentStamp: 's',
    nonce: 'n',
    fragment: true,
    search: '',
    t: translator(stringResources.fr, 'fr'),
  };
}

const render = async (ctx: PageContext) =>
  new DOMParser().parseFromString(String(await cartItemsFragment(ctx)), 'text/html');

describe('the cart items fragment', () => {
  it('says a line can no longer be ordered, and why the checkout waits', async () => {
    const ctx = shopperContext();
    basketOf(ctx.session).push(
      { productVariantId: inStock.variant.ProductVariantId, quantity: 1 },
      { productVariantId: gone.variant.ProductVariantId, quantity: 1 },
    );
    const page = await render(ctx);
    const line = page.querySelector(`[data-line="${gone.variant.ProductVariantId}"]`);
    expect(line?.classList.contains('basket-line--unavailable')).toBe(true);
    expect(line?.querySelector('.basket-line__problem')?.textContent).toBe(
      'Cet article n’est plus disponible : retirez-le pour passer commande.',
    );
    expect(
      line?.querySelector<HTMLInputElement>('input[name="Quantity"]')?.hasAttribute('readonly'),
    ).toBe(true);
    const checkout = page.querySelector('.basket-checkout button');
    expect(checkout?.hasAttribute('disabled')).toBe(true);
    expect(checkout?.getAttribute('aria-describedby')).toBe('basket-checkout-reason');
    expect(page.getElementById('basket-checkout-reason')?.textContent).toBe(
      'Retirez les articles indisponibles pour passer commande.',
    );
    expect(page.querySelector('.basket-checkout a')).toBeNull();
  });

  it('tells once that a line was brought down to the stock (cart info message)', async () => {
    const ctx = shopperContext();
    const stock = units(inStock.variant.stock);
    basketOf(ctx.session).push({
      productVariantId: inStock.variant.ProductVariantId,
      quantity: stock + 3,
    });
    const page = await render(ctx);
    const message = page.querySelector('.basket-messages li');
    expect(message?.getAttribute('data-item-origin-and-key')).toBe(
      `Catalog-${inStock.variant.ProductVariantId}`,
    );
    expect(message?.textContent).toBe(
      `${inStock.product.name.fr} : quantité ramenée à ${stock} (stock disponible).`,
    );
    expect(page.querySelector<HTMLInputElement>('input[name="Quantity"]')?.value).toBe(
      String(stock),
    );
    expect((await render(ctx)).querySelector('.basket-messages')).toBeNull();
  });

  it('shows the chosen shipping and the coupon, and says the new total', async () => {
    const ctx = shopperContext();
    const belgium = countryByCode('BE');
    const express = belgium ? shippingMethodsOf(belgium)[1] : undefined;
    if (!express) throw new Error('no express method');
    basketOf(ctx.session).push({
      productVariantId: inStock.variant.ProductVariantId,
      quantity: 1,
    });
    let page = await render(ctx);
    expect(page.querySelector('.basket-totals')?.textContent).not.toContain('Frais de livraison');
    cartChoicesOf(ctx.session).shippingMethodId = express.ShippingMethodId;
    cartChoicesOf(ctx.session).couponCode = 'BIENVENUE10';
    page = await render(ctx);
    const rows = Array.from(page.querySelectorAll('.basket-totals dt'), (dt) => dt.textContent);
    expect(rows).toEqual([
      'Sous-total TTC',
      'Sous-total HT',
      'Frais de livraison',
      'Réduction',
      'Total HT',
      'Total TTC',
    ]);
    expect(page.querySelector('.basket-items')?.getAttribute('data-announce')).toMatch(
      /^Total TTC\s:\s[\d\s,]+\s€$/,
    );
  });
});
