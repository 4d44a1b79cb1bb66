import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from './tracking';

afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});

describe('GA4 tracking', () => {
  it('clears the previous ecommerce object, then pushes the event', () => {
    track('view_item_list', {
      item_list_name: 'Shoes',
      items: [{ item_id: '1', item_name: 'Boot' }],
    });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: { item_list_name: 'Shoes', items: [{ item_id: '1', item_name: 'Boot' }] },
      },
    ]);
  });

  it('pushes a plain event without an ecommerce object', () => {
    track('search');
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { event: 'search' },
    ]);
  });

  it('only warns when the dataLayer fails (spec 000 §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.assign(window, {
      dataLayer: {
        push: () => {
          throw new Error('blocked');
        },
      },
    });
    expect(() => track('select_item', { items: [] })).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
