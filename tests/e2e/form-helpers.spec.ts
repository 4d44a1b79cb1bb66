/**
 * The form helpers on the contact page (issue 15; spec 000 §2, §5; decision 045): floating
 * labels, the subject's fake select, the shops' searchable select (remote search: by keyboard,
 * by mouse, a 500 and a network error), the callback date picker (keyboard, Esc, the culture's
 * format), the form refused by the browser, then by the server (a date out of the window), then
 * sent. At 375 and 1280 px, in French and German; axe with the list and the dialog open; nothing
 * scrolls sideways; no request leaves the demo.
 */
import type { Page } from '@playwright/test';
import { strings as contactStrings } from '../../demo/families/contact/strings';
import { datePattern } from '../../demo/shared/formKit';
import { localeOf } from '../../src/core/locale';
import type { Culture } from '../../src/core/settings';
import { writeDate } from '../../src/forms/dateFormat';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';

const runs: { culture: Culture; width: number; height: number }[] = [
  { culture: 'fr', width: 375, height: 800 },
  { culture: 'de', width: 1280, height: 900 },
];

const SEARCH = '**/api/v1/stores/search?*';

/** The shopper's today plus `days`, in the culture's short format. */
function dayFromToday(days: number, locale: string) {
  const now = new Date();
  return writeDate(
    new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days)),
    locale,
  );
}

const fieldOf = (page: Page, id: string) =>
  page.locator('.field').filter({ has: page.locator(`#${id}`) });

for (const { culture, width, height } of runs) {
  const locale = localeOf(culture);
  const text = contactStrings[culture].pages.contact;

  test.describe(`${culture} at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('each helper by keyboard and mouse, then the form sent with them', async ({
      page,
      problems,
    }) => {
      // The server's refusal is a 422 page, on purpose.
      problems.allow(/status of 422/);
      const t = await translator(culture);
      const hosts = new Set<string>();
      page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
      await page.goto(`/${culture}/contact`);

      // Floating label: rests in the empty field, floats with focus and stays up with a value.
      const name = fieldOf(page, 'field-Name');
      await expect(name).toHaveClass(/vitrine-float/);
      await expect(name).not.toHaveClass(/is-filled/);
      const label = name.locator('label');
      const resting = await label.evaluate((element) => getComputedStyle(element).fontSize);
      await page.getByLabel(text.name).click();
      await expect(label).not.toHaveCSS('font-size', resting);
      await page.keyboard.type('Marie Dubois');
      await expect(name).toHaveClass(/is-filled/);

      // The native select, framed: the chosen option's label shown.
      const subject = page.getByLabel(text.subject);
      await expect(subject.locator('xpath=..')).toHaveClass(/vitrine-select/);
      await subject.focus();
      await expect(subject).not.toHaveCSS('outline-style', 'none');
      await page.keyboard.press('ArrowDown');
      await expect(subject).toHaveValue('subject-1');
      await subject.selectOption({ label: text.subjects[2] });
      await expect(subject).toHaveValue('subject-3');

      // Searchable select, by keyboard: two characters, the remote list, arrows, Enter.
      const shop = page.locator('.vitrine-searchable-select input');
      await expect(shop).toHaveAccessibleName(text.shop);
      await shop.fill('li');
      const list = page.getByRole('listbox');
      await expect(list.getByRole('option').first()).toBeVisible();
      await expectAccessible(page);
      await shop.press('ArrowDown');
      await shop.press('Enter');
      await expect(shop).toHaveValue('Liège – Place Saint-Lambert');
      await expect(page.locator('#field-ShopId')).toHaveValue('liege');
      // … and by mouse.
      await shop.fill('gen');
      await page.getByRole('option', { name: 'Gent – Korenmarkt' }).click();
      await expect(page.locator('#field-ShopId')).toHaveValue('gent');

      // Date picker: the dialog, Esc back to the button, then a day by keyboard.
      const opener = page.getByRole('button', {
        name: t('Forms.ChooseDateFor', { label: text.preferredDate }),
      });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: t('Forms.ChooseDate') });
      await expect(dialog.getByRole('grid')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('grid').locator('[tabindex="0"]')).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('textbox', { name: text.preferredDate })).toHaveValue(
        dayFromToday(1, locale),
      );
      await expect(fieldOf(page, 'field-PreferredDate')).toHaveClass(/is-filled/);

      expect((await sideways(page)).culprits).toEqual([]);

      // The browser refuses what the rules refuse: nothing is posted.
      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/contact')) posts += 1;
      });
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.locator('[data-valmsg-for="Email"]')).toHaveText(t('Validation.Required'));
      await expect(page.locator('#field-Email')).toHaveAttribute('aria-invalid', 'true');
      expect(posts).toBe(0);

      // The server refuses a date out of its window, says so under the field, keeps the rest.
      await page.locator('#field-Email').fill('marie@example.com');
      await page
        .locator('#field-Message')
        .fill('Pouvez-vous me rappeler à propos de ma commande ?');
      await page.locator('#field-Consent').check();
      const pattern = datePattern(locale);
      await page.getByRole('textbox', { name: text.preferredDate }).fill(dayFromToday(-3, locale));
      await page.getByRole('button', { name: text.send }).click();
      const refused = page.locator('[data-valmsg-for="PreferredDate"]');
      await expect(refused).toContainText(pattern === 'dd.mm.yyyy' ? '.' : '/');
      await expect(refused).toHaveText(
        text.dateRange
          .replace('{{first}}', dayFromToday(0, locale))
          .replace('{{last}}', dayFromToday(60, locale)),
      );
      await expect(page.getByRole('textbox', { name: text.preferredDate })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page.locator('.vitrine-searchable-select input')).toHaveValue(
        'Gent – Korenmarkt',
      );
      await expectAccessible(page);

      // Then sent.
      await page.getByRole('textbox', { name: text.preferredDate }).fill(dayFromToday(2, locale));
      await page.locator('#field-Consent').check();
      await page.getByRole('button', { name: text.send }).click();
      await expect(page.getByRole('status').filter({ hasText: text.sent })).toBeVisible();
      expect([...hosts]).toEqual(['127.0.0.1']);
    });

    test('a failing shop search says so and keeps the shop chosen before', async ({
      page,
      problems,
    }) => {
      problems.allow(/status of 500|ERR_INTERNET_DISCONNECTED/);
      const t = await translator(culture);
      await page.goto(`/${culture}/contact`);
      const shop = page.locator('.vitrine-searchable-select input');
      await expect(shop).toHaveAccessibleName(text.shop);
      await shop.fill('nam');
      await page.getByRole('option', { name: 'Namur – Rue de Fer' }).click();
      await page.route(SEARCH, (route) => route.fulfill({ status: 500, body: '' }));
      await shop.fill('xy');
      await expect(page.locator('.vitrine-combobox__message.is-error')).toHaveText(
        t('Forms.OptionsFailed'),
      );
      await page.unroute(SEARCH);
      await page.route(SEARCH, (route) => route.abort('internetdisconnected'));
      await shop.fill('xyz');
      await expect(page.locator('.vitrine-combobox__message.is-error')).toHaveText(
        t('Forms.OptionsFailed'),
      );
      await page.keyboard.press('Tab');
      await expect(shop).toHaveValue('Namur – Rue de Fer');
      await expect(page.locator('#field-ShopId')).toHaveValue('namur');
    });
  });
}
