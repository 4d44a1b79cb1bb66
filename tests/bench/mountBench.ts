/**
 * Mounting and behaviours in `npm run bench` (issue 16 §1), one sample per fresh page of the
 * cached site (cachedSite.ts): N placeholders are built apart from the page first (not
 * measured), then the measure appends them and starts them, up to the last one mounted
 * (Vitrine: `vitrine:widget-mounted`) or connected (Stimulus), or rendered (the bare loop: each
 * root's first commit with its effects, peers/bareReact.tsx). Wall time in the page
 * (performance.now), and the page's main-thread CPU (CDP TaskDuration) up to the frame that
 * follows, which renders the result. Each
 * page has warmed the code first with one element: chunks, strings and the wishlist count are
 * loaded, so both sides measure the per-element work only. Both sides load the widget's own
 * style sheet (the bundle's file).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { OfflineBrowser, Site } from './cachedSite';

const dist = join(resolve(import.meta.dirname, '..', '..'), 'dist');

export type Side = 'vitrine' | 'bare' | 'stimulus';

/** The bundle's style sheet of a widget module, from the build manifest. */
function styleOf(source: string): string {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { css?: string[] }
  >;
  const css = manifest[source]?.css?.[0];
  if (!css) throw new Error(`no style sheet for ${source} in the build manifest`);
  return `/vitrine/${css}`;
}

/** The bench's own pages: a French shop page with the settings of a demo page and one script. */
export function benchPages(settingsBlock: string): Record<string, [string, string]> {
  const page = (head: string) =>
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>bench</title>
<link rel="stylesheet" href="/demo/shop.css">${head}
${settingsBlock}</head><body class="page"><main id="main"></main></body></html>`;
  const html = (head: string): [string, string] => ['text/html; charset=utf-8', page(head)];
  const module = (src: string) => `<script type="module" src="${src}"></script>`;
  const sheet = (href: string) => `<link rel="stylesheet" href="${href}">`;
  return {
    'vitrine.html': html(module('/vitrine/vitrine.js')),
    'bare.html': html(
      sheet(styleOf('widgets/wishlist/wishlist-count/WishlistCount.tsx')) +
        module('/__bench/peers/bareReact.js'),
    ),
    'stimulus.html': html(
      sheet(styleOf('widgets/product/number-stepper/numberStepper.ts')) +
        module('/__bench/peers/stimulusStepper.js'),
    ),
  };
}

/** The settings block of a demo page, for the bench's own pages. */
export function settingsBlockOf(html: string): string {
  const block = html.match(/<script type="application\/json" id="vitrine-settings">.*?<\/script>/s);
  if (!block) throw new Error('a demo page without its settings block');
  return block[0];
}

const WISHLIST = (index: number) =>
  `<div data-widget="wishlist-count" data-prefetch="false"><a href="/fr/catalog/wishlist/list" data-prefetch="false">Liste d’envies ${index}</a></div>`;
const STEPPER = (index: number) =>
  `<span data-widget="number-stepper" data-non-negative="true"><input id="stepper-${index}" type="number" name="Quantity" value="1" step="1"></span>`;

export interface Work {
  widget: 'wishlist-count' | 'number-stepper';
  count: number;
}

/** The markup of `count` placeholders; for the peers, without what would call Vitrine. */
function markup({ widget, count }: Work, side: Side): string {
  const one = widget === 'wishlist-count' ? WISHLIST : STEPPER;
  const html = Array.from({ length: count }, (_, index) => one(index)).join('');
  if (side === 'vitrine') return html;
  if (side === 'bare') return html.replace(/ data-widget="wishlist-count"/g, '');
  return html
    .replace(/data-widget="number-stepper"/g, 'data-controller="number-stepper"')
    .replace(/data-non-negative=/g, 'data-number-stepper-non-negative-value=');
}

/**
 * In the page, as text (no tsx helpers there): starts the box's placeholders; the wall time
 * stops at the last one, the call returns a frame later, so the CPU counts the style, layout
 * and paint of what was put in on every side alike.
 */
const START: Record<Side, string> = {
  vitrine: `new Promise((resolve) => {
    const box = window.__benchBox;
    let left = box.querySelectorAll('[data-widget]').length;
    let failed = 0;
    const started = performance.now();
    const settle = (event) => {
      if (!box.contains(event.detail.element)) return;
      if (event.type === 'vitrine:widget-error') failed += 1;
      left -= 1;
      if (left > 0) return;
      document.removeEventListener('vitrine:widget-mounted', settle);
      document.removeEventListener('vitrine:widget-error', settle);
      const wall = performance.now() - started;
      requestAnimationFrame(() => setTimeout(() => resolve({ wall, failed })));
    };
    document.addEventListener('vitrine:widget-mounted', settle);
    document.addEventListener('vitrine:widget-error', settle);
    document.querySelector('main').append(box);
    window.Vitrine.scan(box);
  })`,
  bare: `(() => {
    const box = window.__benchBox;
    const started = performance.now();
    document.querySelector('main').append(box);
    return window.benchBare.renderAll(Array.from(box.children))
      .then(() => performance.now() - started)
      .then((wall) => new Promise((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve({ wall, failed: 0 })))));
  })()`,
  stimulus: `(() => {
    const box = window.__benchBox;
    const connected = window.benchStimulus.expect(box.children.length);
    const started = performance.now();
    document.querySelector('main').append(box);
    return connected
      .then(() => performance.now() - started)
      .then((wall) => new Promise((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve({ wall, failed: 0 })))));
  })()`,
};

const READY: Record<Side, string> = {
  vitrine: `'Vitrine' in window`,
  bare: `'benchBare' in window`,
  stimulus: `'benchStimulus' in window`,
};

export interface Sample {
  wall: number;
  cpu: number;
}

async function prepare(page: Page, html: string): Promise<void> {
  await page.evaluate(
    `void (window.__benchBox = document.createElement('div'), window.__benchBox.innerHTML = ${JSON.stringify(html)})`,
  );
}

/** One sample of `work` on a side, in a fresh page of the site. */
export async function mountSample(
  offline: OfflineBrowser,
  site: Site,
  side: Side,
  work: Work,
): Promise<Sample> {
  const context = await offline.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${site.origin}/__bench/${side}.html`);
  await page.waitForFunction(READY[side]);
  // Warm-up: one element loads the code, the strings and the wishlist count (not measured).
  await prepare(page, markup({ ...work, count: 1 }, side));
  await page.evaluate(START[side]);
  await page.waitForLoadState('networkidle');
  await prepare(page, markup(work, side));
  const taskMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
  };
  const before = await taskMs();
  const { wall, failed } = (await page.evaluate(START[side])) as { wall: number; failed: number };
  const cpu = (await taskMs()) - before;
  await context.close();
  if (failed) throw new Error(`${failed} of ${work.count} ${work.widget} failed on ${side}`);
  return { wall, cpu };
}
