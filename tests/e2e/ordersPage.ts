/** What the orders specs share (issue 13): the seeded orders' ids, sign-in, toasts, GA4. */
import type { Page } from '@playwright/test';
import type { Culture } from '../../src/core/settings';
import { expect } from './fixtures';
import { signIn } from './shop';

/** The seeded past orders of demo/families/orders/pastOrders.ts, copied per session. */
export const ORDERS = {
  /** Awaiting delivery, its delivery address change already pending. */
  pending: 'past-01',
  awaitingTransfer: 'past-02',
  /** Awaiting delivery: its delivery address can change. */
  changeable: 'past-03',
  shipped: 'past-04',
  /** Delivered, with a product no longer sold. */
  withWithdrawn: 'past-06',
  /** Delivered, three lines: refundable. */
  refundable: 'past-09',
};

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** Signs the demo customer in, straight to `path` of the culture. */
export async function signInAt(page: Page, culture: Culture, path: string): Promise<void> {
  await signIn(page, `/${culture}/${path}`, { culture });
}

export const toast = (page: Page, text: string) =>
  page.locator('.vitrine-toast', { hasText: text });

export const pushed = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      (
        (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []
      ).filter((entry) => entry.event === name),
    event,
  );

/** Every widget of the page has mounted (the order page's actions, the refund form). */
export async function mounted(page: Page, widget: string): Promise<void> {
  await expect(page.locator(`[data-widget="${widget}"][data-widget-state="mounted"]`)).toHaveCount(
    1,
  );
}
