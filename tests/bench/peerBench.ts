/**
 * Vitrine side by side with the peers it replaces, in one run of `npm run bench` (issue 16 §1,
 * docs/architecture.md §8): navigation against Turbo 8 Drive on the same demo pages
 * (tourBench.ts on cachedSite.ts), 200 React widgets against a bare `createRoot` loop with the
 * same React build, 1000 behaviours against Stimulus 3.2 (mountBench.ts). Every measure is
 * interleaved, A B A B …, over ROUNDS rounds. The peers are dev dependencies of the bench only.
 */
import { createApp, defaultOptions } from '../../demo/server/app';
import { offlineBrowser, PageCache, type Site, startSite, type Variant } from './cachedSite';
import { interleaved, median, printRows, type Row } from './compare';
import { benchPages, mountSample, type Sample, settingsBlockOf, type Work } from './mountBench';
import { buildPeerBundles } from './peerBundles';
import { TOUR, type TourResult, tour } from './tourBench';

const ROUNDS = 5;
const WIDGETS: Work = { widget: 'wishlist-count', count: 200 };
const BEHAVIOURS: Work = { widget: 'number-stepper', count: 1000 };

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Per page of the warm lap, median over the rounds: "home 52, list 80, …". */
function perPage(results: TourResult[]): string {
  return TOUR.map(
    (step, index) =>
      `${step.page} ${median(results.map((result) => result.warm[index] ?? Number.NaN)).toFixed(0)}`,
  ).join(', ');
}

function tourRows(tours: Record<'vitrine' | 'turbo' | 'stripped', TourResult[]>): Row[] {
  const turbo = { peer: 'Turbo 8 Drive', unit: 'ms' as const };
  return [
    {
      measure: 'client CPU per navigation, 6-page tour, click -> settled (2nd lap)',
      ...turbo,
      vitrine: tours.vitrine.map((result) => mean(result.warm)),
      peers: tours.turbo.map((result) => mean(result.warm)),
    },
    {
      measure: 'same, 1st lap (code and chunks cold)',
      ...turbo,
      vitrine: tours.vitrine.map((result) => mean(result.cold)),
      peers: tours.turbo.map((result) => mean(result.cold)),
    },
    {
      measure: 'same, widgets stripped (shell only), 2nd lap',
      ...turbo,
      vitrine: tours.stripped.map((result) => mean(result.warm)),
      peers: tours.turbo.map((result) => mean(result.warm)),
    },
    {
      measure: 'prefetched link (hover 200 ms, click) -> new h1 painted',
      ...turbo,
      vitrine: tours.vitrine.map((result) => median(result.painted)),
      peers: tours.turbo.map((result) => median(result.painted)),
    },
    {
      measure: 'JS heap after GC at the end of the tour (12 visits)',
      peer: 'Turbo 8 Drive',
      unit: 'MB',
      vitrine: tours.vitrine.map((result) => result.heap),
      peers: tours.turbo.map((result) => result.heap),
    },
    {
      // What the widgets (React, zod/mini, their stores) add to the heap: the shell alone.
      measure: 'same, widgets stripped (shell only)',
      peer: 'Turbo 8 Drive',
      unit: 'MB',
      vitrine: tours.stripped.map((result) => result.heap),
      peers: tours.turbo.map((result) => result.heap),
    },
  ];
}

function mountRows(
  work: Work,
  done: string,
  peer: string,
  samples: Record<'vitrine' | 'peer', Sample[]>,
): Row[] {
  const measure = `${work.count} ${work.widget} placeholders, scan() -> ${done}`;
  const row = (name: string, pick: (sample: Sample) => number): Row => ({
    measure: name,
    peer,
    unit: 'ms',
    vitrine: samples.vitrine.map(pick),
    peers: samples.peer.map(pick),
  });
  return [
    row(measure, (sample) => sample.wall),
    row('same, main-thread CPU', (sample) => sample.cpu),
  ];
}

export async function peerComparisons(rounds = ROUNDS): Promise<void> {
  const demo = await createApp({ ...defaultOptions(), base: '/' });
  const cache = new PageCache(demo.fetch);
  const home = await cache.get('/fr/');
  if (!home) throw new Error('the demo home page is not HTML');
  const bundles = await buildPeerBundles();
  const files = { ...bundles.files, ...benchPages(settingsBlockOf(home.html)) };
  const sites = {} as Record<Variant, Site>;
  for (const variant of ['vitrine', 'turbo', 'stripped'] as const) {
    sites[variant] = await startSite({ variant, cache, upstream: demo.fetch, files });
  }
  const offline = await offlineBrowser();
  try {
    const tours = await interleaved(rounds, {
      vitrine: () => tour(offline, sites.vitrine, 'vitrine'),
      turbo: () => tour(offline, sites.turbo, 'turbo'),
      stripped: () => tour(offline, sites.stripped, 'vitrine'),
    });
    const widgets = await interleaved(rounds, {
      vitrine: () => mountSample(offline, sites.vitrine, 'vitrine', WIDGETS),
      peer: () => mountSample(offline, sites.vitrine, 'bare', WIDGETS),
    });
    const behaviours = await interleaved(rounds, {
      vitrine: () => mountSample(offline, sites.vitrine, 'vitrine', BEHAVIOURS),
      peer: () => mountSample(offline, sites.vitrine, 'stimulus', BEHAVIOURS),
    });
    printRows(
      `side by side with the peers (${rounds} rounds, interleaved A B A B …; median (min-max), ratio of the medians (of the rounds))`,
      [
        ...tourRows(tours),
        ...mountRows(WIDGETS, 'all rendered', '200 × createRoot().render()', widgets),
        ...mountRows(BEHAVIOURS, 'all attached', 'Stimulus 3.2', behaviours),
      ],
    );
    console.log(`  tour CPU per page, 2nd lap, median ms: Vitrine ${perPage(tours.vitrine)}`);
    console.log(`                                         Turbo   ${perPage(tours.turbo)}`);
    console.log(`                                         shell   ${perPage(tours.stripped)}`);
    console.log(`  bare loop: ${bundles.sameReact}`);
    console.log(
      `  requests to another host than 127.0.0.1 (none can resolve): ${offline.outside()}`,
    );
    if (offline.outside() > 0) process.exitCode = 1;
  } finally {
    await offline.browser.close();
    for (const site of Object.values(sites)) site.close();
    bundles.remove();
  }
}
