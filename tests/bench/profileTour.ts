/**
 * `npm run bench -- --profile` (issue 16 §2: "the profile that shows each remaining gap"): the
 * tour of tourBench.ts on the cached site with widgets, its second lap sampled by V8's CPU
 * profiler (100 µs), each sample's function mapped through the build's source maps to the
 * module it comes from. Prints, per visit and for the whole lap, where the main thread's
 * JavaScript time goes: by module (src/…, widgets/…, react-dom, zod), then the top functions.
 * "(program)" is the renderer's own work outside JavaScript (style, layout, paint, parsing).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { createApp, defaultOptions } from '../../demo/server/app';
import {
  type OfflineBrowser,
  offlineBrowser,
  PageCache,
  type Site,
  startSite,
  type Variant,
} from './cachedSite';
import { IN_PAGE, type Kind, limited, open, TOUR } from './tourBench';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const TOP = 12;

/** Where a sampled frame comes from: module and function, through the build's source maps. */
function locator(dist: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    const file = /\/vitrine\/(.+\.js)(\?|$)/.exec(url)?.[1];
    if (!file) return null;
    if (!maps.has(file)) {
      try {
        maps.set(
          file,
          new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'))),
        );
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file) ?? null;
  };
  return ({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']) => {
    if (!url) return { module: functionName || '(anonymous)', name: functionName };
    const map = mapOf(url);
    if (!map) return { module: url.replace(/^https?:\/\/[^/]+/, ''), name: functionName };
    const at = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    const source = (at.source ?? '?')
      .replace(/^.*?node_modules\/([^/]+)\/.*$/, '$1')
      .replace(/^(\.\.\/)+/, '');
    return { module: source, name: `${at.name ?? functionName ?? '?'} (${source}:${at.line})` };
  };
}

function selfTimes(profile: Profile, where: ReturnType<typeof locator>) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const modules = new Map<string, number>();
  const functions = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') return;
    const { module, name } = where(node.callFrame);
    modules.set(module, (modules.get(module) ?? 0) + ms);
    functions.set(name, (functions.get(name) ?? 0) + ms);
  });
  return { modules, functions };
}

function add(into: Map<string, number>, from: Map<string, number>) {
  for (const [key, ms] of from) into.set(key, (into.get(key) ?? 0) + ms);
}

function print(title: string, times: Map<string, number>, top = TOP) {
  const total = [...times.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(
    times.has('all tasks') ? `  ${title}` : `  ${title} (${total.toFixed(1)} ms sampled)`,
  );
  for (const [key, ms] of [...times].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`    ${ms.toFixed(1).padStart(6)} ms  ${key}`);
  }
}

async function sampled(cdp: CDPSession, work: () => Promise<unknown>): Promise<Profile> {
  await cdp.send('Profiler.start');
  await work();
  const { profile } = await cdp.send('Profiler.stop');
  return profile as unknown as Profile;
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  args?: { name?: string };
}

/** The renderer's own work (what a CPU profile calls "(program)"), by kind, from a trace. */
const RENDERING: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseHTML: 'HTML parsing',
  ParseAuthorStyleSheet: 'CSS parsing',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  HitTest: 'hit test',
  IntersectionObserverController_computeIntersections: 'intersection observers',
  ScheduleStyleRecalculation: 'style',
};

async function traced(cdp: CDPSession, work: () => Promise<unknown>): Promise<Map<string, number>> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await work();
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  // The renderer's main thread: of the threads named CrRendererMain, the busiest.
  const busy = new Map<number, number>();
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => event.tid),
  );
  for (const event of events) {
    if (event.name === 'RunTask' && mains.has(event.tid))
      busy.set(event.tid, (busy.get(event.tid) ?? 0) + (event.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const kinds = new Map<string, number>();
  const tasks = events.filter((event) => event.tid === main && event.name === 'RunTask');
  kinds.set('all tasks', tasks.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000);
  for (const event of events) {
    const kind = RENDERING[event.name];
    if (!kind || event.tid !== main || event.ph !== 'X') continue;
    kinds.set(kind, (kinds.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return kinds;
}

/** A page of the variant at the tour's start, warmed by one lap; `go` visits a link. */
async function warmTour(offline: OfflineBrowser, site: Site, kind: Kind, sample = false) {
  const context = await offline.newContext();
  const page = await context.newPage();
  await page.addInitScript(IN_PAGE);
  const cdp = await context.newCDPSession(page);
  if (sample) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  }
  await open(page, site, kind);
  const go = (link: string, what: string) =>
    limited(page.evaluate(`window.__benchGo(${JSON.stringify(link)}, '${kind}')`), what, page);
  for (const step of TOUR) await go(step.link, `${kind} warm-up visit to ${step.page}`);
  return { context, cdp, go };
}

/** A variant's tour, warmed by one lap: the same visits traced, by kind of work. */
async function tracedLaps(offline: OfflineBrowser, site: Site, kind: Kind) {
  const { context, cdp, go } = await warmTour(offline, site, kind);
  const lap = new Map<string, number>();
  for (const step of TOUR) {
    add(lap, await traced(cdp, () => go(step.link, `${kind} traced visit to ${step.page}`)));
  }
  await context.close();
  return lap;
}

/** The sampled lap of the variant with widgets: by module and by function. */
async function sampledLap(offline: OfflineBrowser, site: Site, dist: string) {
  const { context, cdp, go } = await warmTour(offline, site, 'vitrine', true);
  const where = locator(dist);
  const lap = { modules: new Map<string, number>(), functions: new Map<string, number>() };
  console.log("\nwhere a visit's JavaScript time goes (2nd lap, CPU profile, 100 µs samples)");
  for (const step of TOUR) {
    const times = selfTimes(
      await sampled(cdp, () => go(step.link, `visit to ${step.page}`)),
      where,
    );
    print(`${step.page}, by module`, times.modules, 8);
    add(lap.modules, times.modules);
    add(lap.functions, times.functions);
  }
  print('the whole lap, by module', lap.modules, 20);
  print('the whole lap, by function', lap.functions, 25);
  await context.close();
}

export async function profileTour(): Promise<void> {
  const dist = mkdtempSync(join(tmpdir(), 'vitrine-profile-'));
  execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', dist, '--emptyOutDir'], {
    stdio: 'ignore',
  });
  const demo = await createApp({ ...defaultOptions(), base: '/', distDir: dist });
  const cache = new PageCache(demo.fetch);
  const sites = {} as Record<Variant, Site>;
  for (const variant of ['vitrine', 'turbo', 'stripped'] as const) {
    sites[variant] = await startSite({ variant, cache, upstream: demo.fetch });
  }
  const offline = await offlineBrowser();
  try {
    await sampledLap(offline, sites.vitrine, dist);
    console.log(
      "\nthe main thread's work in the 2nd lap (trace; tracing slows every variant alike)",
    );
    print('Vitrine, by kind', await tracedLaps(offline, sites.vitrine, 'vitrine'), 12);
    print('Vitrine shell only, by kind', await tracedLaps(offline, sites.stripped, 'vitrine'), 12);
    print('Turbo 8 Drive, by kind', await tracedLaps(offline, sites.turbo, 'turbo'), 12);
  } finally {
    await offline.browser.close();
    for (const site of Object.values(sites)) site.close();
    rmSync(dist, { recursive: true, force: true });
  }
}
