import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n, type TFunction } from '../../../src/core/i18n';
import { variationAnnouncement } from './announcement';
import { strings, variation } from './fixtures';

// Issue 10 §2: the live region says what changed (the value chosen, or the quantity), then the
// price and the availability, instead of the same "price, in stock" after every choice.

let t: TFunction;
beforeAll(async () => {
  t = (await createI18n('fr', strings)).t;
});
const state = { price: '23,00 €', stock: 'En stock' };

describe('variationAnnouncement', () => {
  it('names the value chosen, then the price and the availability', () => {
    expect(variationAnnouncement(t, variation(3, 41), { field: 'VariantValueId1' }, state)).toBe(
      'Couleur\u00a0: Rouge, 23,00 €, En stock',
    );
    expect(variationAnnouncement(t, variation(4, 41), { field: 'VariantValueId1' }, state)).toBe(
      'Couleur\u00a0: Bleu, 23,00 €, En stock',
    );
  });

  it('names the quantity when the quantity changed', () => {
    const total = { price: 'Total : 69,00 €', stock: 'En stock' };
    expect(variationAnnouncement(t, variation(3, 41), { quantity: 3 }, total)).toBe(
      'Quantité\u00a0: 3, Total : 69,00 €, En stock',
    );
  });

  it('says that a combination does not exist instead of a price', () => {
    const shown = variation(5, 42, { IsUnavailable: true });
    expect(variationAnnouncement(t, shown, { field: 'VariantValueId2' }, state)).toBe(
      'Taille\u00a0: M, Combinaison inexistante.',
    );
  });
});
