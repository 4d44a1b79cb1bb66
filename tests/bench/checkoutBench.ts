/**
 * Checkout figures for `npm run bench` (issue 12): from the click that pays or places the order
 * to the confirmation page's h1 painted, across the hard navigation to it. A signed-in demo
 * customer, a new order per run, median of 5 each: the demo provider's card form (the Pay
 * button of the `payment-form` widget's form on the pay page), and bank transfer (the
 * checkout's submit).
 */
import type { Page } from '@playwright/test';
import { products } from '../../demo/data/catalog';
import { stringResources } from '../../demo/server/strings';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

/** Home delivery in Belgium (the session's default country), as the checkout specs choose it. */
const HOME_DELIVERY = 211;

/** A variant ordered one at a time, in stock. */
function orderable(): number {
  const variant = products
    .filter((p) => p.quantity.min <= 1 && p.quantity.step <= 1)
    .flatMap((p) => p.variants)
    .find((v) => v.available && Object.values(v.stock).some((units) => units > 0));
  if (!variant) throw new Error('no orderable variant in stock');
  return variant.ProductVariantId;
}

/** The demo's French words, as the pages label their fields. */
function fr(key: string): string {
  const [group = '', name = ''] = key.split('.');
  const text = stringResources.fr[group]?.[name];
  if (!text) throw new Error(`no French string ${key}`);
  return text;
}

/**
 * Both run in the page as text: tsx names the functions it compiles (`__name`), which does not
 * exist in the page. The click is stamped on the clock shared by documents (time origin +
 * now) in sessionStorage, since the page that is clicked is gone when the time is read.
 */
const STAMP = `void document.addEventListener('click', () => {
  sessionStorage.setItem('bench-click', String(performance.timeOrigin + performance.now()));
}, { capture: true, once: true })`;

/**
 * Added before each document: on a confirmation page, `window.__painted` resolves with the ms
 * from the stamped click to the h1's paint (Element Timing: the h1 is marked as it is parsed).
 */
const PAINTED = `if (location.pathname.includes('/checkout/confirmation/')) {
  window.__painted = new Promise((resolve) => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.identifier !== 'bench-h1') continue;
        const clicked = Number(sessionStorage.getItem('bench-click'));
        resolve(performance.timeOrigin + entry.renderTime - clicked);
      }
    }).observe({ type: 'element', buffered: true });
    const mark = new MutationObserver(() => {
      const h1 = document.querySelector('h1');
      if (!h1) return;
      h1.setAttribute('elementtiming', 'bench-h1');
      mark.disconnect();
    });
    mark.observe(document, { childList: true, subtree: true });
  });
}`;

/** From the click `act` makes to the confirmation's h1 painted, in ms. */
async function timed(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(STAMP);
  await act();
  await page.waitForURL('**/fr/checkout/confirmation/*');
  return page.evaluate('window.__painted') as Promise<number>;
}

/** The page-side token the bundle's calls send (anti-forgery). */
const token = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(document.getElementById('vitrine-settings')?.textContent ?? '{}').antiForgeryToken,
  );

/** A basket of one line with home delivery, from the page the shopper is on. */
async function fillBasket(page: Page, origin: string) {
  const headers = { RequestVerificationToken: await token(page) };
  const added = await page.request.post(`${origin}/api/v1/catalog/products/addtocart`, {
    headers,
    data: { ProductVariantId: orderable(), Quantity: 1 },
  });
  if (!added.ok()) throw new Error(`add to cart answered ${added.status()}`);
  const shipping = await page.request.post(`${origin}/api/v1/shoppingcarts/shippingmethod`, {
    headers,
    data: { ShippingMethodId: HOME_DELIVERY },
  });
  if (!shipping.ok()) throw new Error(`shipping method answered ${shipping.status()}`);
}

/** The checkout page with its eager widgets mounted. */
async function openCheckout(page: Page, origin: string) {
  await page.goto(`${origin}/fr/checkout`);
  await page.waitForSelector('.checkout__submit');
  await page.waitForFunction(
    () =>
      document.querySelectorAll(
        '[data-widget]:not([data-widget-state="mounted"]):not([data-hydrate="interaction"]):not([data-hydrate="visible"])',
      ).length === 0,
  );
}

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/fr/security/login?returnUrl=${encodeURIComponent('/fr/')}`);
  await page.getByLabel(fr('Security.Email')).fill('demo@vitrine.shop');
  await page.getByLabel(fr('Security.Password')).fill('vitrine-demo');
  await page
    .locator('main')
    .getByRole('button', { name: fr('Security.SignIn') })
    .click();
  await page.waitForURL(`${origin}/fr/`);
  await page.waitForLoadState('domcontentloaded');
}

/** Places a card order as the checkout form posts it: the order's id. */
async function placeCardOrder(page: Page, origin: string): Promise<string> {
  await fillBasket(page, origin);
  await openCheckout(page, origin);
  const form = await page.locator('input[name="__RequestVerificationToken"]').first().inputValue();
  const answer = await page.request.post(`${origin}/fr/checkout`, {
    headers: { Accept: 'application/json' },
    form: {
      __RequestVerificationToken: form,
      PaymentMethod: 'card',
      ShippingMethodId: String(HOME_DELIVERY),
      AcceptTerms: 'true',
      CheckoutKey: `bench-${Math.random().toString(36).slice(2)}`,
    },
  });
  if (!answer.ok()) throw new Error(`card order answered ${answer.status()}`);
  return ((await answer.json()) as { OrderId: string }).OrderId;
}

export async function checkoutTimings(page: Page, origin: string, runs = 5) {
  await page.addInitScript(PAINTED);
  await signIn(page, origin);
  const card: number[] = [];
  for (let run = 0; run < runs; run++) {
    const orderId = await placeCardOrder(page, origin);
    await page.goto(`${origin}/fr/checkout/pay/${orderId}`);
    const form = page.locator('.demopay');
    await form.getByLabel(fr('Checkout.DemoPayHolder')).fill('Jeanne Martin');
    await form.getByLabel(fr('Checkout.DemoPayNumber')).fill('4111 1111 1111 1111');
    await form.getByLabel(fr('Checkout.DemoPayExpiry')).fill('12/39');
    await form.getByLabel(fr('Checkout.DemoPayCvc')).fill('123');
    const pay = form.getByRole('button', { name: fr('Checkout.DemoPaySubmit') });
    card.push(await timed(page, () => pay.click()));
  }
  const transfer: number[] = [];
  for (let run = 0; run < runs; run++) {
    await fillBasket(page, origin);
    await openCheckout(page, origin);
    await page.locator('input[name="PaymentMethod"][value="banktransfer"]').check();
    await page.locator('input[name="AcceptTerms"]').check();
    transfer.push(await timed(page, () => page.locator('.checkout__submit').click()));
  }
  const say = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms, min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}`;
  console.log(`\ncheckout, signed in, click -> confirmation h1 painted (${runs} orders each)`);
  console.log(`  click on Pay (demo card form) -> confirmation: ${say(card)}`);
  console.log(`  place order (bank transfer) -> confirmation:   ${say(transfer)}`);
}
