/**
 * Basket page figures for `npm run bench` (issue 11): from a quantity change to the new totals
 * on screen, for a press on + (its 400 ms debounce included) and for a typed quantity with
 * Enter (sent at once: one round trip and one fragment), median of 5 each.
 */
import type { Page } from '@playwright/test';
import { products } from '../../demo/data/catalog';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

/** A plain variant: no quantity rule, no volume price, plenty in stock. */
function plainVariant() {
  const variant = products
    .filter((p) => p.quantity.min === 1 && p.quantity.step === 1 && p.quantity.max === 0)
    .filter((p) => p.degressivePrices.length === 0)
    .flatMap((p) => p.variants)
    .find((v) => v.available && Object.values(v.stock).reduce((sum, units) => sum + units, 0) > 30);
  if (!variant) throw new Error('no plain variant in stock');
  return variant;
}

/**
 * Set up in the page as text: tsx names the functions it compiles (`__name`), which does not
 * exist in the page. Resolves `window.__done` with the ms from the act to the new total (the
 * expression is `void`: an evaluated promise would be awaited before the act).
 */
const WATCH = `void (window.__done = new Promise((resolve) => {
  const before = document.querySelector('.basket-totals__row--total dd')?.textContent;
  let actAt = 0;
  const mark = (event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
    actAt ||= performance.now();
  };
  document.addEventListener('click', mark, { capture: true });
  document.addEventListener('keydown', mark, { capture: true });
  const observer = new MutationObserver(() => {
    if (document.querySelector('.basket-totals__row--total dd')?.textContent === before) return;
    observer.disconnect();
    document.removeEventListener('click', mark, { capture: true });
    document.removeEventListener('keydown', mark, { capture: true });
    resolve(performance.now() - actAt);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}))`;

/** From the shopper's act (a click, or Enter) to a new total on screen, in ms. */
async function timed(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(WATCH);
  await act();
  return page.evaluate('window.__done') as Promise<number>;
}

export async function cartTimings(page: Page, origin: string) {
  const variant = plainVariant();
  await page.goto(`${origin}/fr/`);
  const token = await page.evaluate(
    () =>
      JSON.parse(document.getElementById('vitrine-settings')?.textContent ?? '{}').antiForgeryToken,
  );
  const added = await page.request.post(`${origin}/api/v1/catalog/products/addtocart`, {
    headers: { RequestVerificationToken: token },
    data: { ProductVariantId: variant.ProductVariantId, Quantity: 1 },
  });
  if (!added.ok()) throw new Error(`add to cart answered ${added.status()}`);
  await page.goto(`${origin}/fr/shoppingcarts`);
  await page.waitForSelector('[data-widget="cart-items"][data-widget-state="mounted"]');
  const line = page.locator(`[data-line="${variant.ProductVariantId}"]`);
  const plus = line.locator('.basket-quantity__step[value="1"]');
  const input = line.locator('.basket-quantity__input');
  const stepper: number[] = [];
  for (let run = 0; run < 5; run++) stepper.push(await timed(page, () => plus.click()));
  const typed: number[] = [];
  for (let run = 0; run < 5; run++) {
    await input.fill(String(10 + run));
    typed.push(await timed(page, () => input.press('Enter')));
  }
  const say = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms, min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}`;
  console.log('\nbasket page, quantity change -> new totals on screen (5 each)');
  console.log(`  press on + (400 ms debounce included): ${say(stepper)}`);
  console.log(`  typed quantity + Enter:                ${say(typed)}`);
}
