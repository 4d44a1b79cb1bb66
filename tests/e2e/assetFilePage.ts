/**
 * The asset file widget's e2e helpers (issue 14): the demo's editor signed in, real PDF files
 * made by the test, and what the widget's form would post.
 */
import { expect, type Page } from '@playwright/test';
import type { Culture } from '../../src/core/settings';
import { signInAsEditor } from './staffAccount';

export const UPLOAD = '**/editor/assets/upload';

/** A real (tiny) PDF of `padding` extra bytes. */
export function pdfBytes(padding = 0): Buffer {
  const body =
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    `%${'x'.repeat(padding)}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
export const file = (name: string, buffer: Buffer, mimeType = 'application/pdf') => ({
  name,
  mimeType,
  buffer,
});

/** The asset-file widget's gallery page, signed in as the editor, once mounted. */
export async function openAsEditor(page: Page, culture: Culture) {
  const t = await signInAsEditor(page, culture, `/${culture}/gallery?widget=asset-file`);
  const widget = page.locator('[data-widget="asset-file"]');
  await expect(widget).toHaveAttribute('data-widget-state', 'mounted');
  return { t, widget };
}

/** What the form would post: every field, in order. */
export const posted = (page: Page) =>
  page
    .locator('[data-widget="asset-file"]')
    .evaluate((element) =>
      [...new FormData(element.closest('form') as HTMLFormElement).entries()].map(
        ([name, value]) => [name, String(value)],
      ),
    );

export const orderOf = async (page: Page) =>
  (await posted(page)).find(([name]) => name === 'list-assets-orders-brochure')?.[1] ?? '';

export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}
