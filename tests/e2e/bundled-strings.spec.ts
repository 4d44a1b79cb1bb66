/**
 * The bundle's own words (issue 10 §6; decision 020): a page whose CMS cannot answer its string
 * resources still speaks the page's language, cookie banner included, and a CMS that lacks a
 * key gets the bundle's word for that key only; its own words win everywhere else. The bundle's
 * chunk is fetched only then.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import i18next, { type TFunction } from 'i18next';
import { stringResources } from '../../demo/server/strings';
import { localeOf } from '../../src/core/locale';
import type { Culture } from '../../src/core/settings';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';

test.use({ consentDecided: false });

const stringsEndpoint = '**/api/v1/localization/*/stringresources';
const groups = Object.keys(stringResources.fr).join('|');
/** A raw key on screen or in an accessible name: 'Consent.AcceptAll', 'Core.Close'… */
const rawKey = new RegExp(`\\b(?:${groups})\\.[A-Z][A-Za-z]+`);

const bundledFile = (culture: Culture) =>
  resolve(import.meta.dirname, '..', '..', 'src', 'core', 'strings', `${culture}.json`);

/** Looks words up in the bundle's own file of a culture, as the widgets would. */
async function bundled(culture: Culture): Promise<TFunction> {
  const instance = i18next.createInstance();
  const locale = localeOf(culture);
  const translation = JSON.parse(readFileSync(bundledFile(culture), 'utf8'));
  await instance.init({ lng: locale, resources: { [locale]: { translation } } });
  return instance.t;
}

/** The file of the bundle's strings chunk of a culture, as the build named it. */
function chunkOf(culture: Culture): string {
  const manifest = JSON.parse(
    readFileSync(
      resolve(import.meta.dirname, '..', '..', 'dist', '.vite', 'manifest.json'),
      'utf8',
    ),
  ) as Record<string, { file: string }>;
  const chunk = manifest[`src/core/strings/${culture}.json`];
  if (!chunk) throw new Error(`no strings chunk for ${culture} in the build`);
  return chunk.file;
}

/** Every text and accessible name the widgets show. */
const widgetTexts = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll('[data-widget], .vitrine-cookie-banner, [role="region"]'),
    ].flatMap((element) => [
      element.textContent ?? '',
      ...[...element.querySelectorAll('[aria-label], [title], [placeholder]')].map((node) =>
        ['aria-label', 'title', 'placeholder']
          .map((name) => node.getAttribute(name) ?? '')
          .join(' '),
      ),
    ]),
  );

for (const [culture, width] of [
  ['de', 390],
  ['pt', 1366],
] as const) {
  test(`${culture} at ${width} px: without the CMS's strings the page speaks the bundle's words, banner included`, async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 404/);
    const t = await bundled(culture);
    await page.setViewportSize({ width, height: 844 });
    await page.route(stringsEndpoint, (route) => route.fulfill({ status: 404, body: '' }));
    const chunk = page.waitForResponse((answer) => answer.url().endsWith(chunkOf(culture)));
    await page.goto(`/${culture}/catalog`);
    await widgetsMounted(page);
    await chunk;

    const banner = page.getByRole('region', { name: t('Consent.Title') });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: t('Consent.AcceptAll') })).toBeVisible();
    for (const text of await widgetTexts(page)) expect(text).not.toMatch(rawKey);
    await page.screenshot({ path: `test-results/bundled-strings-${culture}-${width}.png` });
    await expectAccessible(page);
  });
}

test('fr: a key the CMS lacks takes the bundle’s word; the CMS’s own words win the others', async ({
  page,
}) => {
  const t = await bundled('fr');
  const cms = structuredClone(stringResources.fr);
  delete cms.Consent?.AcceptAll;
  cms.Consent = { ...cms.Consent, Title: 'Vos cookies, vos choix' };
  await page.route(stringsEndpoint, (route) => route.fulfill({ json: cms }));
  await page.goto('/fr/');
  await widgetsMounted(page);

  const banner = page.getByRole('region', { name: 'Vos cookies, vos choix' });
  await expect(banner.getByRole('button', { name: t('Consent.AcceptAll') })).toBeVisible();
  expect(t('Consent.Title')).not.toBe('Vos cookies, vos choix');
  for (const text of await widgetTexts(page)) expect(text).not.toMatch(rawKey);
});

test('nl: when the CMS says everything, the bundle’s words are never fetched', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/chunks/')) fetched.push(request.url());
  });
  await page.goto('/nl/catalog');
  await widgetsMounted(page);
  await expect(
    page.getByRole('region', { name: (await bundled('nl'))('Consent.Title') }),
  ).toBeVisible();

  expect(fetched.filter((url) => url.endsWith(chunkOf('nl')))).toEqual([]);
});
