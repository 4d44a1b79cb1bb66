/**
 * The navigation tour of `npm run bench` (issue 16 §1), on one variant of the cached site
 * (cachedSite.ts): from the contact page, six clicks on internal links (home, list, product,
 * about, list, contact), each measured as the renderer's main-thread CPU from the click to
 * settled, read from CDP `Performance.getMetrics` (TaskDuration: every task of the page's main
 * thread, scripts, style, layout and paint together). Settled: for Vitrine, the shell's
 * `vitrine:page-finished`, a frame, then every placeholder of the page mounted or failed (those
 * waiting for an interaction or for scrolling into view excepted); for Turbo, `turbo:load` and
 * a frame. The tour is run twice (the first lap loads and compiles what the second reuses),
 * then the JS heap is read after a forced GC, then a third lap hovers each link 200 ms (both
 * prefetch on hover) before a real click, timed from the click's event time to the paint of the
 * new page's h1 (Element Timing: every new h1 is marked as it comes into the page).
 */
import type { CDPSession, Page } from '@playwright/test';
import type { OfflineBrowser, Site } from './cachedSite';

export type Kind = 'vitrine' | 'turbo';

const SHOES = 'a.main-nav__link[href="/fr/catalog/category/shoes"]';
export const START = '/fr/contact';
export const TOUR = [
  { page: 'home', link: 'header a.logo' },
  { page: 'list', link: SHOES },
  { page: 'product', link: 'main a[href^="/fr/catalog/product/"]' },
  { page: 'about', link: 'footer a[href="/fr/about"]' },
  { page: 'list', link: SHOES },
  { page: 'contact', link: 'footer a[href="/fr/contact"]' },
] as const;

/** How long the pointer rests on a link before the click (issue 16's table). */
const HOVER_MS = 200;
/** A navigation that does not settle in this time is a broken bench, not a slow one. */
const SETTLE_LIMIT_MS = 20_000;

/**
 * Added to every document, as text: tsx names the functions it compiles (`__name`), which does
 * not exist in the page.
 */
export const IN_PAGE = `(() => {
  const pending = () => {
    let count = 0;
    for (const element of document.querySelectorAll('[data-widget]')) {
      const state = element.dataset.widgetState;
      if (state === 'mounted' || state === 'failed') continue;
      const trigger = element.dataset.hydrate;
      if (state === 'loading' || (trigger !== 'interaction' && trigger !== 'visible')) count += 1;
    }
    return count;
  };
  const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
  const once = (name) => new Promise((done) => document.addEventListener(name, done, { once: true }));
  const widgetsDone = () => new Promise((done) => {
    const check = () => {
      if (pending() > 0) return;
      document.removeEventListener('vitrine:widget-mounted', check);
      document.removeEventListener('vitrine:widget-error', check);
      done();
    };
    document.addEventListener('vitrine:widget-mounted', check);
    document.addEventListener('vitrine:widget-error', check);
    check();
  });
  window.__benchPending = pending;
  window.__benchArm = (kind) => {
    const started = performance.now();
    const shown = once(kind === 'turbo' ? 'turbo:load' : 'vitrine:page-finished');
    window.__benchSettled = shown
      .then(frame)
      .then(() => (kind === 'turbo' ? undefined : widgetsDone()))
      .then(() => performance.now() - started);
  };
  window.__benchGo = (selector, kind) => {
    const link = document.querySelector(selector);
    if (!link) throw new Error('no link ' + selector + ' on ' + location.pathname);
    window.__benchArm(kind);
    link.click();
    return window.__benchSettled;
  };
  let paints = 0;
  window.__benchArmPaint = () => {
    const old = document.querySelector('main h1');
    const name = 'bench-paint-' + (paints += 1);
    let clickAt = 0;
    addEventListener('click', (event) => { clickAt = event.timeStamp; }, { capture: true, once: true });
    window.__benchPainted = new Promise((done) => {
      const paint = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.identifier !== name) continue;
          paint.disconnect();
          mark.disconnect();
          done((entry.renderTime || entry.loadTime) - clickAt);
        }
      });
      paint.observe({ type: 'element' });
      // Every new h1 is marked: Turbo may put in its cached snapshot of the page (a preview)
      // and replace it in the same frame, so the first one marked may never be painted.
      const mark = new MutationObserver(() => {
        const h1 = document.querySelector('main h1');
        if (h1 && h1 !== old && !h1.hasAttribute('elementtiming')) h1.setAttribute('elementtiming', name);
      });
      mark.observe(document.documentElement, { childList: true, subtree: true });
    });
  };
})()`;

export interface TourResult {
  /** Main-thread CPU of each navigation of the first lap (code and chunks cold), ms. */
  cold: number[];
  /** The same, second lap (what the first loaded is there), ms. */
  warm: number[];
  /** JS heap used after a forced GC at the end of the two laps, MB. */
  heap: number;
  /** Click -> new h1 painted, each navigation of the hovered lap, ms. */
  painted: number[];
}

async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const task = metrics.find((metric) => metric.name === 'TaskDuration');
  if (!task) throw new Error('no TaskDuration in Performance.getMetrics');
  return task.value * 1000;
}

export function limited<T>(work: Promise<T>, what: string, page: Page): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, fail) => {
    timer = setTimeout(async () => {
      const pending = await page.evaluate('window.__benchPending?.()').catch(() => '?');
      fail(new Error(`${what} did not settle in ${SETTLE_LIMIT_MS} ms (${pending} pending)`));
    }, SETTLE_LIMIT_MS);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** The start page, loaded and settled (not measured). */
export async function open(page: Page, site: Site, kind: Kind) {
  await page.goto(`${site.origin}${START}`);
  await limited(
    page.waitForFunction(
      (turbo) =>
        turbo ? 'Turbo' in window : 'Vitrine' in window && window.__benchPending?.() === 0,
      kind === 'turbo',
    ),
    `${kind} start page`,
    page,
  );
}

/** Two laps of the tour on a variant (CPU per navigation), the heap after GC, a hovered lap. */
export async function tour(offline: OfflineBrowser, site: Site, kind: Kind): Promise<TourResult> {
  const context = await offline.newContext();
  const page = await context.newPage();
  await page.addInitScript(IN_PAGE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await open(page, site, kind);
  const lap = async () => {
    const cpu: number[] = [];
    for (const step of TOUR) {
      const before = await taskMs(cdp);
      await limited(
        page.evaluate(`window.__benchGo(${JSON.stringify(step.link)}, '${kind}')`),
        `${kind} visit to ${step.page}`,
        page,
      );
      cpu.push((await taskMs(cdp)) - before);
    }
    return cpu;
  };
  const cold = await lap();
  const warm = await lap();
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const painted: number[] = [];
  for (const step of TOUR) {
    await page.evaluate(`window.__benchArm('${kind}'); window.__benchArmPaint()`);
    await page.locator(step.link).first().hover();
    await page.waitForTimeout(HOVER_MS);
    await page.mouse.down();
    await page.mouse.up();
    painted.push(
      (await limited(
        page.evaluate('window.__benchPainted'),
        `${kind} paint of ${step.page}`,
        page,
      )) as number,
    );
    await limited(page.evaluate('window.__benchSettled'), `${kind} hovered ${step.page}`, page);
  }
  await context.close();
  return { cold, warm, heap: usedSize / 1e6, painted };
}

declare global {
  interface Window {
    __benchPending?: () => number;
  }
}
