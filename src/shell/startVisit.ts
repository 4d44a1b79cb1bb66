/**
 * The entry's side of a page visit (decision 008 "Lazy visit machinery"): fetch, swap and
 * focus are a chunk of their own, loaded on the first hover or focus of a link (or the first
 * visit); the entry script only decides which clicks, forms and pops become visits.
 */
import { loadChunk } from '../core/chunks';
import { pageSettings } from '../core/settings';
import { shellUrl } from './links';
import type { VisitOptions } from './visit';

let runtimeChunk: ReturnType<typeof importRuntime> | undefined;
const importRuntime = () => loadChunk('page shell', () => import('./runtime'));

/**
 * One shared promise: visits asked for while the chunk loads then start in click order (two
 * import() calls may settle in either order, and the older click would win). A failed load is
 * forgotten, so the next visit tries again.
 */
export function loadRuntime(): ReturnType<typeof importRuntime> {
  runtimeChunk ??= importRuntime().catch((error: unknown) => {
    runtimeChunk = undefined;
    throw error;
  });
  return runtimeChunk;
}

/** Visits `url` in the page region once the visit machinery is there. */
export const startVisit = (url: URL, options: VisitOptions): Promise<void> =>
  loadRuntime().then((shell) => shell.visit(url, options));

/**
 * Goes to `href`: a visit when the shell may load it, a full page load otherwise. `from` is
 * the control of this page that asked for it (core/navigation).
 */
export function goTo(href: string, options: Pick<VisitOptions, 'noCache' | 'from'> = {}): void {
  const url = shellUrl(href, pageSettings(), new URL(location.href));
  if (url) void startVisit(url, { mode: 'push', ...options });
  else location.assign(href);
}
