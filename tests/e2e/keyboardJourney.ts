/**
 * Moving through pages as a keyboard-only shopper (issue 12: "home → confirmation with the
 * keyboard only"): Tab until a control has focus, arrows inside a radio group, and a watch that
 * counts every mouse event the page receives, so a test can prove there was none.
 */
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the locator's element is the focused one (no event sent to the page). */
const focused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails clearly after `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 120, back = false }: { max?: number; back?: boolean } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
  throw new Error(
    `${String(target)} not reached by ${max} ${back ? 'Shift+' : ''}Tab; on ${active}`,
  );
}

/** Tabs into a radio group, then moves with the arrow keys until `target` is chosen. */
export async function chooseRadio(page: Page, group: Locator, target: Locator): Promise<void> {
  const radios = group.locator('input[type="radio"]:not([disabled])');
  await expect(radios.first()).toBeAttached();
  for (let presses = 0; presses <= 120; presses += 1) {
    if (await radios.evaluateAll((all) => all.some((radio) => radio === document.activeElement)))
      break;
    await page.keyboard.press('Tab');
  }
  for (let presses = 0; presses <= 12; presses += 1) {
    if (await focused(target)) break;
    await page.keyboard.press('ArrowDown');
  }
  expect(await focused(target), `${String(target)} reached with the arrows`).toBe(true);
  if (!(await target.isChecked())) await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

/** Types into the field that has focus after tabbing to it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/**
 * Counts the mouse events the page receives from now on, across navigations: trusted clicks
 * with a click count (a key's click has `detail` 0) and pointer presses of a mouse.
 */
export async function watchMouse(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('journeyMouse', (what: string) => seen.push(what));
  await page.addInitScript(() => {
    const report = (what: string) =>
      (window as unknown as { journeyMouse: (w: string) => void }).journeyMouse(what);
    for (const type of ['mousedown', 'mouseup', 'click']) {
      window.addEventListener(
        type,
        (event) => {
          const mouse = event as MouseEvent;
          if (mouse.isTrusted && mouse.detail > 0) report(`${type} on ${location.pathname}`);
        },
        true,
      );
    }
    window.addEventListener(
      'pointerdown',
      (event) => {
        if (event.pointerType === 'mouse') report(`pointerdown on ${location.pathname}`);
      },
      true,
    );
  });
  return seen;
}

/** The Adyen chunk's file name, as the build named it (dist/.vite/manifest.json). */
export function adyenChunk(): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest['src/payment/adyenProvider.ts'];
  if (!entry) throw new Error('src/payment/adyenProvider.ts is not in the build manifest');
  return entry.file.split('/').pop() as string;
}

/** Every URL the page asks for from now on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
