/**
 * `npm run bench` (ARCHITECTURE.md §8): sizes and timings side by side with the peers, in one
 * run. Sizes come from the build (gzip -9); the timing is the time from navigation start to
 * every widget mounted on the demo home page, in headless Debian Chromium, median of 15 loads.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { chromium } from '@playwright/test';
import { createApp, defaultOptions } from '../../demo/server/app';

const root = resolve(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');
const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** Peers as measured in ARCHITECTURE.md §9 (min + gzip -9, kB). */
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
  console.log(`  vitrine entry (loader+core)   ${kB(gzip(entry.file)).padStart(8)}`);
  for (const [name, size] of Object.entries(PEERS)) {
    console.log(
      `  ${name.padEnd(28)}  ${size.toFixed(1).padStart(8)}    ${(size / entrySize).toFixed(2)}×`,
    );
  }
  console.log(`  react chunk (shared)          ${kB(gzip(react.file)).padStart(8)}`);
}

async function timings(runs = 15) {
  const app = await createApp({ ...defaultOptions(), base: '/' });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
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
        document.querySelectorAll('[data-widget]:not([data-widget-state="mounted"])').length === 0,
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
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] ?? 0;
  console.log(`\nhome page, navigation start -> all widgets mounted (cold context, ${runs} runs)`);
  console.log(
    `  median ${median.toFixed(0)} ms, min ${samples[0]?.toFixed(0)} ms, max ${samples.at(-1)?.toFixed(0)} ms`,
  );
}

sizes();
await timings();
