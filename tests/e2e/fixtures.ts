/**
 * Every page visited asserts: no console error, no page error, and no axe violation
 * (docs/architecture.md §8). `test` collects the first two for the whole test; `expectAccessible`
 * runs axe on the page as it is now (call it on each page and each open dialog).
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { CONSENT_STAMP } from '../../demo/server/app';
import { CONSENT_COOKIE } from '../../src/core/consent';

export interface Problems {
  /** Errors seen so far. */
  list: string[];
  /** Declares an error the test provokes on purpose (a failure path); anything else still fails. */
  allow: (pattern: RegExp) => void;
}

export const test = base.extend<{ problems: Problems; consentDecided: boolean }>({
  /**
   * Most tests are about something else than cookies: they start with a decision already
   * stored (everything declined), so the banner does not cover the page. Consent tests set it false.
   */
  consentDecided: [true, { option: true }],
  context: async ({ context, consentDecided, baseURL }, use) => {
    if (consentDecided) {
      const value = {
        stamp: CONSENT_STAMP,
        preferences: false,
        statistics: false,
        marketing: false,
      };
      const cookie = {
        name: CONSENT_COOKIE,
        value: encodeURIComponent(JSON.stringify(value)),
        path: '/',
      };
      const hosts = [new URL(baseURL ?? 'http://127.0.0.1').hostname];
      await context.addCookies(hosts.map((domain) => ({ ...cookie, domain })));
    }
    await use(context);
  },
  problems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ list: problems, allow: (pattern) => allowed.push(pattern) });
      const unexpected = problems.filter(
        (problem) => !allowed.some((pattern) => pattern.test(problem)),
      );
      expect(unexpected, 'console and page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface AxeOptions {
  /**
   * Run axe in the page alone. By default axe finishes its run in a blank page that it opens and
   * closes in the same browser context; a test that moves the context's fake clock meanwhile
   * (page.clock is per context) would find that page gone under its feet.
   */
  inPageOnly?: boolean;
}

export async function expectAccessible(
  page: Page,
  include?: string,
  options: AxeOptions = {},
): Promise<void> {
  // Judge the settled page: a colour half-way through a fade, or a region dimmed while the shell
  // still swaps it (`is-leaving`/`is-entering`, spec 000 §4), is not what shoppers read.
  // Calm for three frames in a row: a transition an observer starts a frame later (a scroll-in
  // fading in as it comes into view) is waited for too.
  await page.waitForFunction(() => {
    const calm =
      !document.documentElement.matches('.is-leaving, .is-entering') &&
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        );
    const state = window as unknown as { calmFrames?: number };
    state.calmFrames = calm ? (state.calmFrames ?? 0) + 1 : 0;
    return state.calmFrames >= 3;
  });
  await page.evaluate(() => {
    (window as unknown as { calmFrames?: number }).calmFrames = 0;
  });
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  if (options.inPageOnly) builder = builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Waits until every widget that mounts by itself is mounted; returns how many placeholders the
 * page has. Widgets that wait for the shopper (`data-hydrate="interaction"` or `"visible"`)
 * are not waited for.
 */
export async function widgetsMounted(page: Page): Promise<number> {
  await expect(page.locator('[data-widget]').first()).toBeAttached();
  await expect(
    page.locator(`[data-widget]:not([data-widget-state="mounted"])${EAGER}`),
  ).toHaveCount(0);
  const count = await page.locator('[data-widget]').count();
  expect(count).toBeGreaterThan(0);
  return count;
}

/** Placeholders that mount without waiting for a scroll or a touch. */
export const EAGER = ':not([data-hydrate="interaction"]):not([data-hydrate="visible"])';
