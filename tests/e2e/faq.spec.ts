/**
 * The FAQ's collapses (issue 15; spec 001 §2 "custom collapses"): real disclosure buttons, one
 * answer open at a time, by mouse and by keyboard, the address's hash opening its answer, no
 * animation under reduced motion, readable without JavaScript. At 375 and 1280 px, in French and
 * German; axe; nothing scrolls sideways; no request leaves the demo.
 */
import { FAQ_IDS } from '../../demo/families/help/faqIds';
import { strings as helpStrings } from '../../demo/families/help/strings';
import type { Culture } from '../../src/core/settings';
import { expect, expectAccessible, test } from './fixtures';
import { sideways } from './sideways';

const runs: { culture: Culture; width: number; height: number }[] = [
  { culture: 'fr', width: 375, height: 800 },
  { culture: 'de', width: 1280, height: 900 },
];

for (const { culture, width, height } of runs) {
  const faq = helpStrings[culture].pages.faq;
  const [first, second, third] = faq.questions.map((item, index) => ({
    ...item,
    id: FAQ_IDS[index] ?? '',
  }));
  if (!first || !second || !third) throw new Error('the FAQ needs three questions');

  test.describe(`${culture} at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('one answer open at a time, by mouse and by keyboard', async ({ page }) => {
      const hosts = new Set<string>();
      page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
      await page.goto(`/${culture}/faq`);
      const button = (question: string) => page.getByRole('button', { name: question });
      await expect(button(first.question)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(first.answer)).toBeHidden();
      await expect(button(first.question)).toHaveAttribute('aria-controls', first.id);

      await button(first.question).click();
      await expect(button(first.question)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(first.answer)).toBeVisible();

      await button(second.question).focus();
      await page.keyboard.press('Enter');
      await expect(button(second.question)).toHaveAttribute('aria-expanded', 'true');
      await expect(button(first.question)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(second.answer)).toBeVisible();
      await expect(page.getByText(first.answer)).toBeHidden();

      await page.keyboard.press('Tab');
      await expect(button(third.question)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(button(third.question)).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Space');
      await expect(button(third.question)).toHaveAttribute('aria-expanded', 'false');

      expect((await sideways(page)).culprits).toEqual([]);
      await expectAccessible(page);
      expect([...hosts]).toEqual(['127.0.0.1']);
    });

    test('the address’s hash opens its answer', async ({ page }) => {
      await page.goto(`/${culture}/faq#${third.id}`);
      await expect(page.getByRole('button', { name: third.question })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByText(third.answer)).toBeVisible();
      await page.evaluate((id) => {
        location.hash = id;
      }, first.id);
      await expect(page.getByRole('button', { name: first.question })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(page.getByText(third.answer)).toBeHidden();
    });

    test('the height animates, and not under reduced motion', async ({ page }) => {
      await page.goto(`/${culture}/faq`);
      const panel = page.locator(`#${first.id}`);
      await page.getByRole('button', { name: first.question }).click();
      await expect(panel).toHaveCSS('transition-duration', /0\.25s/);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(panel).toHaveCSS('transition-duration', '0s');
      await page.getByRole('button', { name: second.question }).click();
      await expect(page.getByText(second.answer)).toBeVisible();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every answer is readable under its question', async ({ page }) => {
    await page.goto('/fr/faq');
    for (const item of helpStrings.fr.pages.faq.questions) {
      await expect(page.getByText(item.answer)).toBeVisible();
    }
  });
});
