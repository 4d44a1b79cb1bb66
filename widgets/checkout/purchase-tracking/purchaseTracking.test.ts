/** GA4 purchase (issue 12 "Order confirmation"): once per transaction id, reloads included. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetContext } from '../../../src/test/widgetContext';
import type { Props } from './index';
import purchaseTracking, { REMEMBERED } from './purchaseTracking';

const KEY = 'vitrine:purchases-sent';
const purchase = (id: string): Props['purchase'] => ({
  transaction_id: id,
  value: 59.9,
  tax: 10.4,
  shipping: 5.95,
  currency: 'EUR',
  coupon: 'WELCOME',
  items: [{ item_id: '1001', item_name: 'Pot', quantity: 1, price: 53.95, index: 0 }],
});
const layer = () => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer;
const purchases = () => layer().filter((entry) => entry.event === 'purchase');

/** A page view of the confirmation: a fresh element, the behaviour mounted. */
function view(id: string) {
  const element = document.createElement('div');
  document.body.append(element);
  purchaseTracking(element, { purchase: purchase(id), storageKey: KEY }, widgetContext(element));
}

beforeEach(() => {
  localStorage.clear();
  (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('purchase-tracking', () => {
  it('sends purchase with the order number, tax, shipping and coupon', () => {
    view('VT-2026-001001');
    expect(purchases()).toEqual([{ event: 'purchase', ecommerce: purchase('VT-2026-001001') }]);
  });

  it('sends it once when the confirmation is reloaded, and again for another order', () => {
    view('VT-2026-001001');
    view('VT-2026-001001');
    view('VT-2026-001002');
    expect(
      purchases().map((entry) => (entry.ecommerce as { transaction_id: string }).transaction_id),
    ).toEqual(['VT-2026-001001', 'VT-2026-001002']);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toEqual([
      'VT-2026-001001',
      'VT-2026-001002',
    ]);
  });

  it('remembers the last ids only', () => {
    for (let i = 0; i <= REMEMBERED; i++) view(`VT-${i}`);
    const kept = JSON.parse(localStorage.getItem(KEY) ?? '[]') as string[];
    expect(kept).toHaveLength(REMEMBERED);
    expect(kept[0]).toBe('VT-1');
  });

  it('still sends when the storage is unreadable or refuses to write', () => {
    localStorage.setItem(KEY, '{not json');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    view('VT-2026-001003');
    expect(purchases()).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
