/**
 * What the bundler calls around every `import()` of a chunk that has style sheets or shared
 * chunks of its own (decision 048): the style sheets are added and waited for, so a widget
 * never paints unstyled, and the shared chunks are asked for with `modulepreload` beside the
 * chunk rather than after it. It stands in for Vite's generic helper (scripts/preloadHelper.ts),
 * which lives in the entry script because every chunk imports it from there, and cost the
 * entry 0.62 kB gzip for what the browsers we serve do natively (modulepreload: Chrome 66,
 * Safari 17, Firefox 115).
 *
 * A style sheet that fails is forgotten and its `<link>` removed, so loadChunk's retry
 * (core/chunks.ts, spec 000 §9) asks for it again; a second failure fails the import, and the
 * widget keeps its server markup rather than showing unstyled.
 */
const asked: Record<string, Promise<unknown> | undefined> = {};
let scanned = false;

/** Links the page had before the bundle: the CMS may already serve a sheet or a preload. */
function scanPage(): void {
  scanned = true;
  for (const link of Array.from(document.getElementsByTagName('link'))) {
    if (link.rel === 'stylesheet' || !/\.css$/.test(link.href))
      asked[link.href] = Promise.resolve();
  }
}

function ask(href: string): Promise<unknown> {
  const known = asked[href];
  if (known) return known;
  const link = document.createElement('link');
  const sheet = /\.css$/.test(href);
  link.rel = sheet ? 'stylesheet' : 'modulepreload';
  // The same credentials mode as the import() that follows, or the preload is not reused.
  link.crossOrigin = '';
  link.href = href;
  const done = sheet
    ? new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = () => {
          asked[href] = undefined;
          link.remove();
          reject(new Error(`Unable to preload CSS for ${href}`));
        };
      })
    : Promise.resolve();
  asked[href] = done;
  document.head.append(link);
  return done;
}

/**
 * The bundler's contract (`__vitePreload(load, deps, importerUrl)`): `deps` are addresses
 * relative to the importing chunk; `load` is the import itself, called once every style sheet
 * is in.
 */
export function __vitePreload<T>(
  load: () => Promise<T>,
  deps?: string[],
  importerUrl?: string,
): Promise<T> {
  if (!deps?.length) return load();
  if (!scanned) scanPage();
  return Promise.all(deps.map((dep) => ask(new URL(dep, importerUrl).href))).then(load);
}
