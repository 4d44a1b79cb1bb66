/**
 * The cached local site the peers are measured on (issue 16 §1): each demo page is fetched once
 * from the demo CMS, kept, and served as it is (`vitrine`), without its widgets' `data-widget`
 * attributes (`stripped`: the shell only), or with Vitrine's script tag swapped for Turbo 8's
 * (`turbo`). Every other address (the style sheet, images, the bundle, the API) goes to the
 * demo app in the same process. The pages are served the same way for every variant: no
 * Content Security Policy (the nonces are made one, `bench`), `Cache-Control: no-cache`, so each
 * side pays the same server and the same network. The browser resolves no host but 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { Browser, BrowserContext } from '@playwright/test';
import { Hono } from 'hono';
import { CONSENT_STAMP } from '../../demo/server/app';
import { launchChromium } from './chromium';

export type Variant = 'vitrine' | 'stripped' | 'turbo';
type Fetch = (request: Request) => Response | Promise<Response>;

const root = resolve(import.meta.dirname, '..', '..');
const TURBO_FILE = join(root, 'node_modules', '@hotwired', 'turbo', 'dist', 'turbo.es2017-esm.js');
const VITRINE_TAG = '<script type="module" src="/vitrine/vitrine.js"></script>';
const TURBO_TAG = '<script type="module" src="/__bench/turbo.js"></script>';

/** The consent decision every bench context carries (as run.ts's decided context). */
export const CONSENT_COOKIE = {
  name: 'vitrine_consent',
  value: encodeURIComponent(
    JSON.stringify({
      stamp: CONSENT_STAMP,
      preferences: false,
      statistics: false,
      marketing: false,
    }),
  ),
};

/** What a variant makes of a demo page. */
export function transform(html: string, variant: Variant): string {
  const page = html.replace(/nonce="[^"]*"/g, 'nonce="bench"');
  if (variant === 'vitrine') return page;
  if (variant === 'stripped') return page.replace(/\sdata-widget="[^"]*"/g, '');
  if (!page.includes(VITRINE_TAG)) throw new Error('a demo page without Vitrine’s script tag');
  return page.replace(VITRINE_TAG, TURBO_TAG);
}

interface Cached {
  status: number;
  html: string;
}

/** Demo pages, fetched once for all variants. */
export class PageCache {
  private readonly pages = new Map<string, Promise<Cached | undefined>>();
  constructor(private readonly upstream: Fetch) {}

  /** The page at path (with its query), or undefined when the answer is not HTML. */
  get(path: string): Promise<Cached | undefined> {
    let page = this.pages.get(path);
    if (!page) {
      page = this.fetchPage(path);
      this.pages.set(path, page);
    }
    return page;
  }

  private async fetchPage(path: string): Promise<Cached | undefined> {
    const answer = await this.upstream(
      new Request(`http://127.0.0.1${path}`, {
        headers: {
          Accept: 'text/html',
          Cookie: `${CONSENT_COOKIE.name}=${CONSENT_COOKIE.value}`,
        },
      }),
    );
    if (!answer.headers.get('Content-Type')?.includes('text/html')) return undefined;
    return { status: answer.status, html: await answer.text() };
  }
}

export interface Site {
  origin: string;
  close: () => void;
}

export interface SiteOptions {
  variant: Variant;
  cache: PageCache;
  upstream: Fetch;
  /** Bench-only files under /__bench/: name -> [content type, body]. */
  files?: Record<string, [string, string | Buffer]>;
}

/** Serves one variant of the cached site on a free port of 127.0.0.1. */
export async function startSite({ variant, cache, upstream, files = {} }: SiteOptions) {
  const app = new Hono();
  const bench: Record<string, [string, string | Buffer]> = {
    'turbo.js': ['text/javascript', readFileSync(TURBO_FILE)],
    ...files,
  };
  app.get('/__bench/:name{.+}', (c) => {
    const file = bench[c.req.param('name')];
    if (!file) return c.notFound();
    return new Response(typeof file[1] === 'string' ? file[1] : new Uint8Array(file[1]), {
      headers: { 'Content-Type': file[0], 'Cache-Control': 'no-cache' },
    });
  });
  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    if (c.req.method === 'GET' && /^\/[a-z]{2}\//.test(url.pathname)) {
      const page = await cache.get(`${url.pathname}${url.search}`);
      if (page) {
        return new Response(transform(page.html, variant), {
          status: page.status,
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
        });
      }
    }
    return upstream(c.req.raw);
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() } satisfies Site;
}

/** A browser for the peer measures, whose contexts carry the consent decision. */
export interface OfflineBrowser {
  browser: Browser;
  newContext: () => Promise<BrowserContext>;
  /** How many requests went to another address than 127.0.0.1 (none can succeed). */
  outside: () => number;
}

/**
 * Debian's Chromium for the peer measures: no host resolves but 127.0.0.1, so no page of the
 * comparison can reach the internet, and every request that tries is counted.
 */
export async function offlineBrowser(): Promise<OfflineBrowser> {
  const browser = await launchChromium([
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ]);
  let outside = 0;
  const local = /^(http:\/\/127\.0\.0\.1[:/]|data:|blob:|about:)/;
  return {
    browser,
    newContext: async () => {
      const context = await browser.newContext();
      context.on('request', (request) => {
        if (!local.test(request.url())) outside += 1;
      });
      await context.addCookies([{ ...CONSENT_COOKIE, domain: '127.0.0.1', path: '/' }]);
      return context;
    },
    outside: () => outside,
  };
}
