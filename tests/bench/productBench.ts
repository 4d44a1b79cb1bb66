/**
 * Product page figures for `npm run bench` (issue 5): a variant choice is one variation request
 * (anchors/storefront.md: "option change ≤ 1 request"), then the blocks that follow the variant;
 * timings from the click to the `vitrine:variant-changed` event, and from the add-to-cart click
 * to the confirmation dialog.
 */
import type { Page } from '@playwright/test';
import { products } from '../../demo/data/catalog';
import { clickTo } from './clickTo';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

/** A product with size buttons and at least two sizes in stock for its first colour. */
function benchProduct() {
  const product = products.find(
    (candidate) =>
      candidate.attributes.map((a) => a.VariationDisplayTypeValue).join() === 'Square,Button' &&
      candidate.quantity.step === 1,
  );
  if (!product) throw new Error('no product with size buttons');
  const colour = product.variants.find((v) => v.available)?.valueIds[0];
  const sizes = product.variants
    .filter((v) => v.available && v.valueIds[0] === colour)
    .map((v) => v.valueIds[1]);
  const labels = sizes.map(
    (id) =>
      product.attributes[1]?.values.find((value) => value.ProductAttributeValueId === id)?.label.fr,
  );
  return { product, labels: labels.filter((label): label is string => Boolean(label)) };
}

export async function productTimings(page: Page, origin: string, runs = 10) {
  const { product, labels } = benchProduct();
  const variations: string[] = [];
  const fragments: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/productvariants')) variations.push(request.url());
    if (request.url().includes('/widget/catalog/')) fragments.push(request.url());
  });
  await page.goto(`${origin}/fr/catalog/product/${product.slug}`);
  await page.waitForSelector('[data-widget="product-variations"][data-widget-state="mounted"]');
  const samples: number[] = [];
  const perChange: number[] = [];
  const fragmentsPerChange: number[] = [];
  for (let run = 0; run < runs; run++) {
    const before = variations.length;
    const fragmentsBefore = fragments.length;
    const label = labels[(run + 1) % labels.length] ?? '';
    const changed = clickTo(page, 'vitrine:variant-changed');
    await page.getByRole('radio', { name: label, exact: true }).check({ force: true });
    samples.push(await changed);
    await page.waitForFunction(
      () => !document.querySelector('[data-widget="variant-fragment"][aria-busy]'),
    );
    perChange.push(variations.length - before);
    fragmentsPerChange.push(fragments.length - fragmentsBefore);
  }
  const added: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('dialog').waitFor();
    added.push((await page.evaluate(() => performance.now())) - started);
    await page.getByRole('button', { name: 'Continuer mes achats' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  console.log(
    `\nproduct page (${product.slug}), variant choice -> variant-changed (${runs} choices)`,
  );
  console.log(`  variation requests per choice: ${[...new Set(perChange)].join(', ')} (must be 1)`);
  console.log(`  block refreshes per choice: ${[...new Set(fragmentsPerChange)].join(', ')}`);
  console.log(
    `  median ${median(samples).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`,
  );
  console.log(
    `  add to cart click -> dialog: median ${median(added).toFixed(0)} ms, max ${Math.max(...added).toFixed(0)} ms (5 adds)`,
  );
  if (perChange.some((count) => count !== 1)) process.exitCode = 1;
}
