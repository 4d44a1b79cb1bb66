/** Signing the demo's accounts in (issues 13, 14): the customer, the sales user, the editor. */
import { expect, type Page } from '@playwright/test';
import type { Culture } from '../../src/core/settings';
import { translator } from './i18n';

export const STAFF = { email: 'staff@vitrine.shop', password: 'vitrine-staff' };
export const CUSTOMER = { email: 'demo@vitrine.shop', password: 'vitrine-demo' };
export const EDITOR = { email: 'editor@vitrine.shop', password: 'vitrine-editor' };

/** Signs `account` in through the login page, which then goes to `/{culture}/{path}`. */
export async function signInAs(
  page: Page,
  account: { email: string; password: string },
  culture: Culture,
  path: string,
): Promise<void> {
  const t = await translator(culture);
  const returnUrl = `/${culture}/${path}`;
  await page.goto(`/${culture}/security/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel(t('Security.Email')).fill(account.email);
  await page.getByLabel(t('Security.Password')).fill(account.password);
  await page
    .locator('main')
    .getByRole('button', { name: t('Security.SignIn') })
    .click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}`.endsWith(returnUrl));
  await page.waitForLoadState('domcontentloaded');
}

/** Signs the editor in (the asset calls are for editors only), back to `target`, a path. */
export async function signInAsEditor(page: Page, culture: Culture, target: string) {
  const prefix = `/${culture}/`;
  expect(target.startsWith(prefix), `${target} is a page of ${culture}`).toBe(true);
  await signInAs(page, EDITOR, culture, target.slice(prefix.length));
  return translator(culture);
}
