/**
 * `npm run bench` (docs/architecture.md §8): sizes and timings side by side with the peers, in one
 * run. Sizes come from the build (gzip -9); timings run in headless Debian Chromium against
 * the demo CMS: navigation start -> every widget mounted on the home page (median of 15 cold
 * loads), a filter change -> the updated list (requests per change, must be 1), a variant
 * choice on a product page, a quantity change -> the basket's new totals, and on the checkout
 * the click that pays (demo card) or places the order (bank transfer) -> the confirmation.
 * Then Vitrine against the peers it replaces, measured in this run (issue 16 §1,
 * peerBench.ts): Turbo 8 Drive on the same pages, a bare `createRoot` loop, Stimulus 3.2.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import type { Browser } from '@playwright/test';
import { CONSENT_STAMP, createApp, defaultOptions } from '../../demo/server/app';
import { cartTimings } from './cartBench';
import { checkoutTimings } from './checkoutBench';
import { launchChromium } from './chromium';
import { clickTo } from './clickTo';
import { peerComparisons } from './peerBench';
import { productTimings } from './productBench';
import { profileTour } from './profileTour';

const root = resolve(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Peers as measured in docs/architecture.md §9 (min + gzip -9, kB). */
const PEERS = { 'Turbo 8': 25.7, 'htmx 4': 13.7, 'Stimulus 3': 11.2, 'swup 4': 9.6 };

function sizes() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const chunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const react = chunks.find(
    (chunk) => /chunks\/react-/.test(chunk.file) && gzip(chunk.file) > 10_000,
  );
  if (!entry || !react) throw new Error('run `npm run build` first');
  const entrySize = gzip(entry.file) / 1000;
  console.log('size (gzip -9)                      kB    ratio (peer / ours)');
  console.log(`  vitrine entry (loader+shell+core) ${kB(gzip(entry.file)).padStart(6)}`);
  for (const [name, size] of Object.entries(PEERS)) {
    console.log(
      `  ${name.padEnd(32)}${size.toFixed(1).padStart(6)}    ${(size / entrySize).toFixed(2)}×`,
    );
  }
  console.log(`  react chunk (shared)              ${kB(gzip(react.file)).padStart(6)}`);
}

async function start() {
  const app = await createApp({ ...defaultOptions(), base: '/' });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await launchChromium();
  return { server, browser, port };
}

async function decidedContext(browser: Browser) {
  const context = await browser.newContext();
  const value = { stamp: CONSENT_STAMP, preferences: false, statistics: false, marketing: false };
  await context.addCookies([
    {
      name: 'vitrine_consent',
      value: encodeURIComponent(JSON.stringify(value)),
      domain: '127.0.0.1',
      path: '/',
    },
  ]);
  return context;
}

async function homeTimings(runs = 15) {
  const { server, browser, port } = await start();
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await decidedContext(browser);
    const page = await context.newPage();
    // Stamp each mount inside the page, so polling latency never counts.
    await page.addInitScript(() => {
      const marks: number[] = [];
      Object.assign(window, { __mounts: marks });
      document.addEventListener('vitrine:widget-mounted', () => marks.push(performance.now()));
    });
    await page.goto(`http://127.0.0.1:${port}/fr/`);
    await page.waitForFunction(
      () =>
        document.querySelectorAll(
          '[data-widget]:not([data-widget-state="mounted"]):not([data-hydrate="interaction"]):not([data-hydrate="visible"])',
        ).length === 0,
    );
    samples.push(
      await page.evaluate(() =>
        Math.max(...(window as unknown as { __mounts: number[] }).__mounts),
      ),
    );
    await context.close();
  }
  await browser.close();
  server.close();
  console.log(`\nhome page, navigation start -> all widgets mounted (cold context, ${runs} runs)`);
  console.log(
    `  median ${median(samples).toFixed(0)} ms, min ${Math.min(...samples).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`,
  );
}

async function filterTimings(runs = 10) {
  const { server, browser, port } = await start();
  const page = await (await decidedContext(browser)).newPage();
  const pages: string[] = [];
  page.on('request', (request) => {
    if (
      ['document', 'fetch'].includes(request.resourceType()) &&
      request.url().includes('/catalog/') &&
      !request.url().includes('/api/') &&
      request.headers()['x-purpose'] !== 'prefetch'
    ) {
      pages.push(request.url());
    }
  });
  await page.goto(`http://127.0.0.1:${port}/fr/catalog/category/shoes`);
  const samples: number[] = [];
  const requests: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.waitForSelector('[data-widget="filter-panel"][data-widget-state="mounted"]');
    const before = pages.length;
    const finished = clickTo(page, 'vitrine:page-finished');
    await page
      .locator('fieldset[data-filter-type="Brands"] input[type="checkbox"]')
      .nth(run % 2)
      .click();
    samples.push(await finished);
    requests.push(pages.length - before);
  }
  await browser.close();
  server.close();
  console.log(`\nfilter change -> updated list (${runs} changes, demo shoes category)`);
  console.log(`  requests per change: ${[...new Set(requests)].join(', ')} (must be 1)`);
  console.log(
    `  median ${median(samples).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`,
  );
  if (requests.some((count) => count !== 1)) process.exitCode = 1;
}

async function productPage() {
  const { server, browser, port } = await start();
  const page = await (await decidedContext(browser)).newPage();
  await productTimings(page, `http://127.0.0.1:${port}`);
  await browser.close();
  server.close();
}

async function basketPage() {
  const { server, browser, port } = await start();
  const page = await (await decidedContext(browser)).newPage();
  await cartTimings(page, `http://127.0.0.1:${port}`);
  await browser.close();
  server.close();
}

async function checkoutPages() {
  const { server, browser, port } = await start();
  const page = await (await decidedContext(browser)).newPage();
  await checkoutTimings(page, `http://127.0.0.1:${port}`);
  await browser.close();
  server.close();
}

// `npm run bench -- --peers`: only the side-by-side comparisons (issue 16 §1);
// `npm run bench -- --rounds 9`: more interleaved rounds of them than the default 5 (a loaded
// machine spreads the rounds; more of them steady the medians);
// `npm run bench -- --profile`: only where a visit's JavaScript time goes (profileTour.ts).
const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : undefined;
if (rounds !== undefined && !(Number.isInteger(rounds) && rounds > 0)) {
  throw new Error('--rounds takes a whole number of rounds, e.g. --rounds 9');
}
if (process.argv.includes('--profile')) {
  await profileTour();
} else {
  if (!process.argv.includes('--peers')) {
    sizes();
    await homeTimings();
    await filterTimings();
    await productPage();
    await basketPage();
    await checkoutPages();
  }
  await peerComparisons(rounds);
}
