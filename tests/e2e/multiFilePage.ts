/**
 * What the multi-file e2e specs share (issue 14): the files they send, the answers they route
 * for the gallery's example (spec 000 §3 "Asset (just uploaded)"), the editor's sign-in, and
 * how they read what the form would post.
 */
import type { Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';

export const UPLOAD = '**/editor/assets/upload';
export const UID = 'gallery-documents';

/** A real 1×1 PNG: the file sent and the thumbnail shown. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
export const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
export const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** The file name a multipart upload carries. */
export function fileName(route: Route): string {
  const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
  return /filename="([^"]+)"/.exec(body)?.[1] ?? 'file';
}

/** Answers each upload as the CMS does: the list of the assets just uploaded. */
export async function answerUploads(page: Page) {
  let count = 0;
  await page.route('**/assets/temp/thumb-*', (route) =>
    route.fulfill({ body: PNG, contentType: 'image/png' }),
  );
  await page.route(UPLOAD, (route) => {
    count += 1;
    const name = fileName(route);
    const image = name.endsWith('.png');
    return route.fulfill({
      json: [
        {
          guid: `g-${count}`,
          name,
          size: image ? PNG.length : PDF.length,
          thumbnail_url: image ? `/assets/temp/thumb-${count}.png` : null,
          fileType: image ? 'Image' : 'Document',
          width: image ? 1 : null,
          height: image ? 1 : null,
          tmpName: `tmp-${count}-${name}`,
        },
      ],
    });
  });
}

export async function open(page: Page, culture: 'fr' | 'de') {
  await page.goto(`/${culture}/gallery?widget=multi-file`);
  const widget = page.locator(`[data-widget="multi-file"][data-uid="${UID}"]`);
  await expect(widget.locator('input[type=file]')).toBeAttached();
  return widget;
}

/** What the form would post, in order. */
export const posted = (page: Page) =>
  page
    .locator(`[data-uid="${UID}"]`)
    .evaluate((element) =>
      [...new FormData(element.closest('form') as HTMLFormElement).entries()].map(
        ([name, value]) => `${name}=${String(value)}`,
      ),
    );
export const orderPosted = async (page: Page) =>
  (await posted(page)).find((field) => field.startsWith(`list-assets-orders-${UID}=`));

/** A picture of a colour, stored uncompressed (the demo re-encodes it smaller). */
export const picture = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png({ compressionLevel: 0 })
    .toBuffer(),
});

export const valuesOf = (widget: ReturnType<Page['locator']>) =>
  widget
    .locator('li[data-asset] input:not([type=hidden])')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
