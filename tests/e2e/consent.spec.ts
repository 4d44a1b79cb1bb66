/**
 * Cookie consent (issue 3 §3; spec 000 §4, §9; spec 001 §4): the banner on a first visit,
 * accept / decline / save, the gated demo scripts, a changed stamp, the footer reopener,
 * Google Consent Mode order, and the bars of anchors/consent-validation-upload.md §1.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { CONSENT_STAMP } from '../../demo/server/app';
import { SHOP_PORT } from '../../playwright.config';
import { CONSENT_COOKIE } from '../../src/core/consent';
import type {} from '../../src/core/publicApi';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';

const t = await translator('fr');

interface DemoWindow {
  demoStatistics?: number;
  demoMarketing?: number;
  lateStatistics?: boolean;
  dataLayer?: unknown[];
}

const ran = (page: Page) =>
  page.evaluate(() => {
    const w = window as DemoWindow;
    return { statistics: w.demoStatistics ?? 0, marketing: w.demoMarketing ?? 0 };
  });

/** dataLayer entries, gtag `arguments` turned into arrays so that they can be compared. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as DemoWindow).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );

async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  return cookie && { ...cookie, value: JSON.parse(decodeURIComponent(cookie.value)) };
}

const banner = (page: Page) => page.getByRole('region', { name: t('Consent.Title') });
const preferences = (page: Page) =>
  page.getByRole('dialog', { name: t('Consent.PreferencesTitle') });

test.describe('on a first visit', () => {
  test.use({ consentDecided: false });

  test('the banner shows, nothing gated runs, and only the Consent Mode default is sent', async ({
    page,
  }) => {
    await page.goto('/fr/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).not.toHaveAttribute('aria-modal', /.*/);
    expect(await ran(page)).toEqual({ statistics: 0, marketing: 0 });
    const consent = (await dataLayer(page)).filter((e) => Array.isArray(e) && e[0] === 'consent');
    expect(consent).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
    ]);
    await expectAccessible(page);
  });

  test('decline all is the same tag, size, weight and colours as accept all, with 4.5:1 contrast', async ({
    page,
  }) => {
    await page.goto('/fr/');
    const looks = (name: string) =>
      banner(page)
        .getByRole('button', { name, exact: true })
        .evaluate((button) => {
          const style = getComputedStyle(button);
          const box = button.getBoundingClientRect();
          return {
            tag: button.tagName,
            font: `${style.fontSize} ${style.fontWeight} ${style.fontFamily}`,
            colours: `${style.color} on ${style.backgroundColor}`,
            height: box.height,
          };
        });
    const accept = await looks(t('Consent.AcceptAll'));
    const decline = await looks(t('Consent.DeclineAll'));
    expect(decline).toEqual(accept);
    expect(accept.height).toBeGreaterThanOrEqual(44);
    // White on the accent blue #1f5f8b: 6.8:1 (axe checks the ratio itself).
    expect(accept.colours).toBe('rgb(255, 255, 255) on rgb(31, 95, 139)');
  });

  test('accept all runs both gated scripts once and stores a one-year Lax cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/fr/');
    await banner(page)
      .getByRole('button', { name: t('Consent.AcceptAll') })
      .click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => ran(page)).toEqual({ statistics: 1, marketing: 1 });
    const cookie = await storedConsent(context);
    expect(cookie?.value).toEqual({
      stamp: CONSENT_STAMP,
      preferences: true,
      statistics: true,
      marketing: true,
    });
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBe(false);
    const hours = ((cookie?.expires ?? 0) - Date.now() / 1000) / 3600;
    expect(hours).toBeGreaterThan(8759);
    expect(hours).toBeLessThanOrEqual(8760);
    await expect(
      page.getByRole('status').filter({ hasText: t('Consent.StatusAllAllowed') }),
    ).toHaveCount(1);

    // The next page: no banner, the stored decision runs both scripts once again.
    await page.reload();
    await expect.poll(() => ran(page)).toEqual({ statistics: 1, marketing: 1 });
    await expect(banner(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('decline all runs no gated script, now or on the next page', async ({ page, context }) => {
    await page.goto('/fr/');
    await banner(page)
      .getByRole('button', { name: t('Consent.DeclineAll') })
      .click();
    await expect(banner(page)).toBeHidden();
    expect((await storedConsent(context))?.value).toEqual({
      stamp: CONSENT_STAMP,
      preferences: false,
      statistics: false,
      marketing: false,
    });
    await page.reload();
    await expect(page.locator('[data-widget="cookie-consent"]')).toHaveAttribute(
      'data-widget-state',
      'mounted',
    );
    expect(await ran(page)).toEqual({ statistics: 0, marketing: 0 });
    await expect(banner(page)).toHaveCount(0);
  });

  test('saving statistics only runs only the statistics script; the dialog is accessible', async ({
    page,
    context,
  }) => {
    await page.goto('/fr/');
    const opener = banner(page).getByRole('button', { name: t('Consent.Preferences') });
    await opener.click();
    const dialog = preferences(page);
    await expect(dialog).toBeVisible();
    // Planet49: nothing pre-ticked on a first decision.
    for (const name of ['Consent.PreferencesCategory', 'Consent.Statistics', 'Consent.Marketing'])
      await expect(dialog.getByRole('checkbox', { name: t(name) })).not.toBeChecked();
    await expect(dialog.getByText(t('Consent.AlwaysActive'))).toBeVisible();
    await expectAccessible(page);

    // Esc closes without deciding and gives focus back.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('checkbox', { name: t('Consent.Statistics') }).check();
    await dialog.getByRole('button', { name: t('Consent.SaveChoices') }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => ran(page)).toEqual({ statistics: 1, marketing: 0 });
    expect((await storedConsent(context))?.value).toEqual({
      stamp: CONSENT_STAMP,
      preferences: false,
      statistics: true,
      marketing: false,
    });
  });

  test('Consent Mode: the default comes first, then the update, then the gated tags', async ({
    page,
  }) => {
    await page.goto('/fr/');
    await banner(page)
      .getByRole('button', { name: t('Consent.AcceptAll') })
      .click();
    await expect.poll(() => ran(page)).toEqual({ statistics: 1, marketing: 1 });
    // Only consent commands and the gated tags: other pushes (promotions…) do not matter here.
    const order = (entries: unknown[]) =>
      entries
        .map((e) =>
          Array.isArray(e) ? `${e[0]} ${e[1]}` : String((e as { event?: string }).event),
        )
        .filter((name) => /^consent |^demo_/.test(name));
    const granted = {
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
    };
    const afterDecision = await dataLayer(page);
    expect(order(afterDecision)).toEqual([
      'consent default',
      'consent update',
      'demo_statistics_loaded',
      'demo_marketing_loaded',
    ]);
    const update = afterDecision.find((e) => Array.isArray(e) && e[1] === 'update');
    expect(update).toEqual(['consent', 'update', granted]);

    // Consent Mode stores nothing: every later page sends the update again, before the tags.
    await page.reload();
    await expect.poll(() => ran(page)).toEqual({ statistics: 1, marketing: 1 });
    expect(order(await dataLayer(page))).toEqual([
      'consent default',
      'consent update',
      'demo_statistics_loaded',
      'demo_marketing_loaded',
    ]);
  });

  test('under a base path the cookie keeps to the application path', async ({ page, context }) => {
    await page.goto(`http://127.0.0.1:${SHOP_PORT}/shop/fr/`);
    await banner(page)
      .getByRole('button', { name: t('Consent.DeclineAll') })
      .click();
    await expect(banner(page)).toBeHidden();
    expect((await storedConsent(context))?.path).toBe('/shop/');
  });
});

test.describe('with an earlier decision', () => {
  test.use({ consentDecided: false });

  test('a changed stamp shows the banner again and runs nothing', async ({ page, context }) => {
    const old = { stamp: '2020-01-01', preferences: true, statistics: true, marketing: true };
    await context.addCookies([
      {
        name: CONSENT_COOKIE,
        value: encodeURIComponent(JSON.stringify(old)),
        domain: '127.0.0.1',
        path: '/',
      },
    ]);
    await page.goto('/fr/');
    await expect(banner(page)).toBeVisible();
    expect(await ran(page)).toEqual({ statistics: 0, marketing: 0 });
  });
});

test.describe('after a decision', () => {
  // The fixture stores "everything declined" with the current stamp.

  test('the footer button reopens the preferences on any page, showing the stored choice', async ({
    page,
  }) => {
    await page.goto('/fr/about');
    await expect(page.locator('[data-widget="cookie-consent"]')).toHaveAttribute(
      'data-widget-state',
      'mounted',
    );
    await expect(banner(page)).toHaveCount(0);
    const footerButton = page.locator('footer [data-consent-open]');
    await footerButton.click();
    const dialog = preferences(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(t('Consent.StatusDisallowed'));
    await expect(dialog.getByRole('checkbox', { name: t('Consent.Marketing') })).not.toBeChecked();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(footerButton).toBeFocused();

    // Changing one's mind is as easy: accept marketing from the footer.
    await footerButton.click();
    await dialog.getByRole('checkbox', { name: t('Consent.Marketing') }).check();
    await dialog.getByRole('button', { name: t('Consent.SaveChoices') }).click();
    await expect.poll(() => ran(page)).toEqual({ statistics: 0, marketing: 1 });
  });

  test('allowed consent scripts that arrive later with new content run, the others do not', async ({
    page,
  }) => {
    await page.goto('/fr/');
    await page.locator('footer [data-consent-open]').click();
    await preferences(page)
      .getByRole('button', { name: t('Consent.AcceptAll') })
      .click();
    await expect.poll(() => ran(page)).toEqual({ statistics: 1, marketing: 1 });
    // What a page swap brings: gated scripts inside the new region, then page-loaded.
    await page.evaluate(() => {
      const late = document.createElement('script');
      late.type = 'text/plain';
      late.dataset.consent = 'statistics';
      late.text = 'window.lateStatistics = true;';
      const refused = document.createElement('script');
      refused.type = 'text/plain';
      refused.dataset.consent = '!statistics';
      refused.text = 'window.lateStatistics = false;';
      document.querySelector('main')?.append(late, refused);
      window.Vitrine?.emit('vitrine:page-loaded', { url: location.href });
    });
    await expect.poll(() => page.evaluate(() => (window as DemoWindow).lateStatistics)).toBe(true);
    // The earlier ones did not run twice.
    expect(await ran(page)).toEqual({ statistics: 1, marketing: 1 });
  });
});
