/**
 * What a template author relies on when the CMS falls short (issue 10 §6): a widget whose
 * endpoint fails at mount keeps the server fallback the template wrote, as the README promises.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';

/** The header widgets that ask their endpoint as they mount, with their fallback's address. */
const failing = [
  { widget: 'basket-summary', endpoint: '**/api/v1/shoppingcarts', href: 'shoppingcarts' },
  {
    widget: 'wishlist-count',
    endpoint: '**/api/v1/catalog/wishlist/products/count',
    href: 'catalog/wishlist/list',
  },
];

/** The fallback link the server wrote into a placeholder, read from the page without JavaScript. */
async function serverFallbackText(page: Page, path: string, widget: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const match = new RegExp(`data-widget="${widget}"[^>]*><a [^>]*>([\\s\\S]*?)</a>`).exec(html);
  expect(match, `the ${widget} placeholder of ${path} holds a link`).not.toBeNull();
  // Its text (an icon's link names itself with visually hidden text).
  const text = (match?.[1] ?? '').replace(/<[^>]+>/g, '').trim();
  expect(text, `the ${widget} fallback link has a name`).not.toBe('');
  return text;
}

const failures = [
  { name: 'a server error', answer: { status: 500 } },
  { name: 'a malformed answer', answer: { status: 200, json: { ItemsCount: 'two', count: [] } } },
];

for (const [culture, width] of [
  ['fr', 390],
  ['de', 1366],
] as const) {
  for (const { name, answer } of failures) {
    test(`${culture} at ${width} px: the header keeps its server links after ${name}`, async ({
      page,
      problems,
    }) => {
      problems.allow(/status of 500|malformed answer/);
      await page.setViewportSize({ width, height: 844 });
      for (const { endpoint } of failing) {
        await page.route(endpoint, (route) =>
          'json' in answer
            ? route.fulfill({ status: answer.status, json: answer.json })
            : route.fulfill({ status: answer.status, body: '' }),
        );
      }
      await page.goto(`/${culture}/`);
      await widgetsMounted(page);

      for (const { widget, href } of failing) {
        const text = await serverFallbackText(page, `/${culture}/`, widget);
        const link = page.locator(`[data-widget="${widget}"] .vitrine-fallback a`);
        await expect(link).toHaveText(text);
        await expect(link).toHaveAttribute('href', `/${culture}/${href}`);
        await expect(page.locator(`[data-widget="${widget}"] .vitrine-${widget}`)).toHaveCount(0);
      }
      if (answer.status === 500) {
        // spec 000 §8: any other status also opens the generic error dialog, once.
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toHaveCount(1);
        await expectAccessible(page);
        await dialog.getByRole('button').last().click();
        await expect(dialog).toBeHidden();
      }
      await page.screenshot({ path: `test-results/embedding-fallback-${culture}-${width}.png` });
      await expectAccessible(page);
      // The fallback still works: it is the shop's own link.
      await page.locator('[data-widget="basket-summary"] .vitrine-fallback a').click();
      await expect(page).toHaveURL(new RegExp(`/${culture}/shoppingcarts$`));
    });
  }
}

test('the theme wins over the widgets’ styles, whatever its specificity (cascade layers)', async ({
  page,
}) => {
  await page.goto('/nl/');
  await widgetsMounted(page);
  const count = page.locator('.vitrine-basket-summary__count');
  const before = await count.evaluate((element) => getComputedStyle(element).backgroundColor);
  // Specificity 0 and written last: without layers the widget's `.…__count` rule would win.
  await page.addStyleTag({
    content: ':where(.vitrine-basket-summary__count) { background-color: rgb(1, 2, 3); }',
  });
  await expect(count).toHaveCSS('background-color', 'rgb(1, 2, 3)');
  expect(before).not.toBe('rgb(1, 2, 3)');
  // The widget's own rules are in the `vitrine` layer.
  const layers = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSLayerBlockRule ? [rule.name] : [])),
    ),
  );
  expect(layers).toContain('vitrine');
});
