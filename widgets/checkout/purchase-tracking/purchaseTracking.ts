import { track } from '../../../src/core/tracking';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

/** How many sent ids are remembered: enough for any shopper, never a growing store. */
export const REMEMBERED = 50;

function sentIds(key: string): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

const purchaseTracking: Behavior<Props> = (_element, { purchase, storageKey }) => {
  const sent = sentIds(storageKey);
  if (sent.includes(purchase.transaction_id)) return () => {};
  try {
    localStorage.setItem(
      storageKey,
      JSON.stringify([...sent, purchase.transaction_id].slice(-REMEMBERED)),
    );
  } catch (error) {
    // Without storage a reload could send it again; GA4 also drops a repeated transaction_id.
    console.warn('[vitrine] purchase-tracking: sent ids not remembered', error);
  }
  track('purchase', purchase);
  return () => {};
};

export default purchaseTracking;
