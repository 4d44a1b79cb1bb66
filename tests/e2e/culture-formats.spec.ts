/**
 * Culture formats (issue 10 §3, decision 018): in pt, de and fr, at a phone's and a desktop's
 * width, the product price, the sale countdown's end date and the wishlist dialog's labels are
 * written the way that language writes them in the shop's country (the demo's shoppers start
 * in Belgium). Screenshots go to /tmp/culture-*.png.
 */
import type { ProductVariant } from '../../demo/data/catalog/types';
import { saleEnd } from '../../demo/families/content/home';
import { localeOf } from '../../src/core/locale';
import type { Culture } from '../../src/core/settings';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';
import { orderable, swatchProduct } from './productData';
import { signIn } from './shop';

// The countdown writes the end in local time and the sale ends at midnight UTC.
test.use({ timezoneId: 'UTC' });

const product = swatchProduct();
const variant = product.variants.find(orderable) as ProductVariant;
const productPath = (culture: Culture, extra = '') =>
  `/${culture}/catalog/product/${product.slug}?variant=${variant.ProductVariantId}${extra}`;

/** What each culture must show: the separator of its dates and how a price reads. */
const expected = {
  // Portugal: the amount, then the sign (Brazil's pt wrote "€ 5,49").
  pt: { separator: '/', price: /^\d[\d\s]*,\d\d\s€$/ },
  de: { separator: '.', price: /^\d[\d.]*,\d\d\s€$/ },
  fr: { separator: '/', price: /^\d[\d\s]*,\d\d\s€$/ },
} as const;

const cultures = Object.keys(expected) as Array<keyof typeof expected>;
const widths = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const;

function endDate(separator: string): string {
  const end = saleEnd();
  const two = (n: number) => String(n).padStart(2, '0');
  return [two(end.getUTCDate()), two(end.getUTCMonth() + 1), end.getUTCFullYear()].join(separator);
}

for (const culture of cultures) {
  for (const [device, width, height] of widths) {
    test.describe(`${culture} on a ${device}`, () => {
      const shot = (what: string) => `/tmp/culture-${culture}-${device}-${what}.png`;
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height });
      });

      test('the product price reads the way the culture writes it in Belgium', async ({ page }) => {
        await page.goto(productPath(culture));
        const price = page.locator('.vitrine-variations__amount');
        const money = new Intl.NumberFormat(localeOf(culture, 'BE'), {
          style: 'currency',
          currency: 'EUR',
        }).format(variant.priceTaxIncl);
        await expect(price).toHaveText(money);
        expect((await price.textContent())?.trim()).toMatch(expected[culture].price);
        await price.scrollIntoViewIfNeeded();
        await page.screenshot({ path: shot('product') });
        await expectAccessible(page);
      });

      test('the countdown ends on DD/MM/YYYY with the culture’s separator (spec 000 §9)', async ({
        page,
      }) => {
        const t = await translator(culture);
        await page.goto(`/${culture}/`);
        await widgetsMounted(page);
        const banner = page.locator('.sale-banner');
        await expect(banner.locator('.vitrine-countdown__end')).toHaveText(
          t('Catalog.CountdownEnds', { date: endDate(expected[culture].separator) }),
        );
        await banner.scrollIntoViewIfNeeded();
        await banner.screenshot({ path: shot('countdown') });
        await expectAccessible(page);
      });

      test('the wishlist dialog names the chosen values with the language’s colon', async ({
        page,
      }) => {
        const t = await translator(culture);
        await signIn(page, productPath(culture, `&openWishlist=${variant.ProductVariantId}`), {
          culture,
        });
        const dialog = page.getByRole('dialog', { name: t('Catalog.AddToWishlist') });
        await expect(dialog).toContainText(variant.SKU);
        const attribute = product.attributes[0];
        const value = attribute?.values.find(
          (v) => v.ProductAttributeValueId === variant.valueIds[0],
        );
        // French keeps a no-break space before the colon; the others write none.
        const space = culture === 'fr' ? '\u00a0' : '';
        const summary = await dialog.locator('.wishlist-popup__product').textContent();
        expect(summary).toContain(`${attribute?.name[culture]}${space}: ${value?.label[culture]}`);
        expect(summary).not.toMatch(/ :/);
        await dialog.screenshot({ path: shot('wishlist') });
        await expectAccessible(page);
      });
    });
  }
}
