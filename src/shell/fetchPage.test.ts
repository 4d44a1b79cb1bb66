import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../core/events';
import { gate, listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { PREFETCH_MAX_ENTRIES, PREFETCH_TTL_MS } from './constants';
import { clearPrefetched, fetchPage, prefetch, takePrefetched } from './fetchPage';

// docs/decisions/008-page-shell.md: the platform's fetch in the shell, and the prefetch cache
// ("80 ms intent, 10 s time to live, five entries").

listen();

const page = (path: string) => new URL(path, location.origin).href;

interface Seen {
  path: string;
  headers: Headers;
}

/** Serves `<p>{path}</p>` for every page under /fr/ and records each request. */
function servePages(): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.get('*/fr/*', ({ request }) => {
      const url = new URL(request.url);
      seen.push({ path: url.pathname + url.search, headers: request.headers });
      return HttpResponse.html(`<p>${url.pathname}</p>`);
    }),
  );
  return seen;
}

beforeEach(() => {
  applyPageSettings({}, '/fr/');
});

afterEach(() => {
  clearPrefetched();
});

describe('fetchPage', () => {
  it('answers with the status, the address, the content type and the HTML', async () => {
    servePages();

    await expect(fetchPage(page('/fr/panier'))).resolves.toEqual({
      status: 200,
      url: page('/fr/panier'),
      contentType: expect.stringMatching(/^text\/html/),
      html: '<p>/fr/panier</p>',
    });
  });

  it('gives the final address after a redirect', async () => {
    servePages();
    server.use(http.get('*/fr/ancien', () => HttpResponse.redirect(page('/fr/nouveau'), 301)));

    const answer = await fetchPage(page('/fr/ancien'));

    expect(answer.url).toBe(page('/fr/nouveau'));
    expect(answer.html).toBe('<p>/fr/nouveau</p>');
  });

  it('answers error statuses instead of throwing, so the shell can decide (spec 000 §8)', async () => {
    server.use(
      http.get('*/fr/absent', () => HttpResponse.html('<h1>Introuvable</h1>', { status: 404 })),
      http.get('*/fr/data', () => HttpResponse.json({ ok: true }, { status: 500 })),
    );

    const missing = await fetchPage(page('/fr/absent'));
    const failed = await fetchPage(page('/fr/data'));

    expect(missing).toMatchObject({ status: 404, html: '<h1>Introuvable</h1>' });
    expect(failed).toMatchObject({ status: 500, contentType: 'application/json' });
  });

  it('asks for HTML with the cookies of the same origin', async () => {
    const seen = servePages();
    const spy = vi.spyOn(globalThis, 'fetch');

    await fetchPage(page('/fr/panier'));

    expect(seen[0]?.headers.get('Accept')).toBe('text/html, application/xhtml+xml');
    expect(seen[0]?.headers.has('X-Purpose')).toBe(false);
    expect(spy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin', cache: 'default' });
  });

  it('revalidates with the server when asked for no-cache (spec 000 §4, §7)', async () => {
    servePages();
    const spy = vi.spyOn(globalThis, 'fetch');

    await fetchPage(page('/fr/panier'), { noCache: true });

    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[1]?.cache).toBe('no-cache');
  });

  it('passes the abort signal on, so a newer visit can cancel the request', async () => {
    servePages();
    const controller = new AbortController();
    controller.abort();

    await expect(fetchPage(page('/fr/panier'), { signal: controller.signal })).rejects.toThrow();
  });

  it('marks a prefetch request with X-Purpose: prefetch', async () => {
    const seen = servePages();

    await prefetch(page('/fr/panier'), 1_000);

    expect(seen[0]?.headers.get('X-Purpose')).toBe('prefetch');
  });
});

describe('prefetch', () => {
  it.each([401, 404])(
    'does not ask again for an address that answered %i (issue 10 §4)',
    async (status) => {
      const seen: string[] = [];
      server.use(
        http.get('*/fr/compte', ({ request }) => {
          seen.push(request.url);
          return HttpResponse.html('<p>Connectez-vous</p>', { status });
        }),
      );

      await expect(prefetch(page('/fr/compte'), 1_000)).resolves.toMatchObject({ status });
      // Past the time to live: a fresh prefetch would ask the server again.
      expect(prefetch(page('/fr/compte'), 1_000 + PREFETCH_TTL_MS)).toBeUndefined();
      expect(seen).toHaveLength(1);
    },
  );

  it('asks again after a server error: only 401 and 404 are remembered', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/fr/panier', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.html('<p>Oups</p>', { status: 500 });
      }),
    );

    await prefetch(page('/fr/panier'), 1_000);
    await prefetch(page('/fr/panier'), 1_000 + PREFETCH_TTL_MS);

    expect(seen).toHaveLength(2);
  });

  it('makes one request for two prefetches within the time to live', async () => {
    const seen = servePages();

    const first = prefetch(page('/fr/panier'), 1_000);
    const second = prefetch(page('/fr/panier'), 1_000 + PREFETCH_TTL_MS - 1);

    expect(second).toBe(first);
    await second;
    expect(seen).toHaveLength(1);
  });

  it('forgets prefetched pages when the basket changes: no stale basket after "Add to cart"', async () => {
    const seen = servePages();

    await prefetch(page('/fr/panier'), 1_000);
    emit('vitrine:basket-changed', {});

    expect(takePrefetched(page('/fr/panier'), 1_001)).toBeUndefined();
    await prefetch(page('/fr/panier'), 1_002);
    expect(seen).toHaveLength(2);
  });

  it('ignores the hash when it reuses a prefetch', async () => {
    const seen = servePages();

    await prefetch(page('/fr/produit#avis'), 1_000);
    await prefetch(page('/fr/produit#photos'), 2_000);

    expect(seen).toHaveLength(1);
  });

  it('makes a new request once the time to live has passed', async () => {
    const seen = servePages();

    await prefetch(page('/fr/panier'), 1_000);
    await prefetch(page('/fr/panier'), 1_000 + PREFETCH_TTL_MS);

    expect(seen.map(({ path }) => path)).toEqual(['/fr/panier', '/fr/panier']);
  });

  it('forgets a failed prefetch, so the next one asks again', async () => {
    let calls = 0;
    server.use(
      http.get('*/fr/panier', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.html('<p>panier</p>');
      }),
    );

    await expect(prefetch(page('/fr/panier'), 1_000)).rejects.toThrow();
    expect(takePrefetched(page('/fr/panier'), 1_001)).toBeUndefined();

    await expect(prefetch(page('/fr/panier'), 1_002)).resolves.toMatchObject({
      html: '<p>panier</p>',
    });
    expect(calls).toBe(2);
  });

  it('keeps a newer prefetch when an older request for the same page fails late', async () => {
    const slow = gate();
    let calls = 0;
    server.use(
      http.get('*/fr/panier', async () => {
        calls += 1;
        if (calls > 1) return HttpResponse.html('<p>panier</p>');
        await slow.promise;
        return HttpResponse.error();
      }),
    );
    const stale = prefetch(page('/fr/panier'), 1_000);
    const fresh = prefetch(page('/fr/panier'), 1_000 + PREFETCH_TTL_MS);
    await fresh;

    slow.open();
    await expect(stale).rejects.toThrow();

    expect(takePrefetched(page('/fr/panier'), 2_000 + PREFETCH_TTL_MS)).toBe(fresh);
    expect(calls).toBe(2);
  });

  it(`keeps at most ${PREFETCH_MAX_ENTRIES} entries; the oldest goes`, async () => {
    servePages();
    const paths = Array.from({ length: PREFETCH_MAX_ENTRIES + 1 }, (_, i) => `/fr/p${i}`);

    await Promise.all(paths.map((path, i) => prefetch(page(path), 1_000 + i)));

    expect(takePrefetched(page('/fr/p0'), 2_000)).toBeUndefined();
    for (const path of paths.slice(1)) {
      expect(takePrefetched(page(path), 2_000), path).toBeDefined();
    }
  });

  it('counts an entry prefetched again after its time to live as the newest', async () => {
    servePages();
    await prefetch(page('/fr/p0'), 1_000);
    for (let i = 1; i < PREFETCH_MAX_ENTRIES; i++) await prefetch(page(`/fr/p${i}`), 5_000 + i);
    const refreshed = 1_000 + PREFETCH_TTL_MS;

    await prefetch(page('/fr/p0'), refreshed);
    await prefetch(page('/fr/p-new'), refreshed + 1);

    expect(takePrefetched(page('/fr/p0'), refreshed + 2)).toBeDefined();
    expect(takePrefetched(page('/fr/p1'), refreshed + 2)).toBeUndefined();
  });
});

describe('takePrefetched', () => {
  it('returns a fresh entry once, then nothing', async () => {
    servePages();
    const answer = prefetch(page('/fr/panier'), 1_000);

    const taken = takePrefetched(page('/fr/panier'), 1_500);

    expect(taken).toBe(answer);
    await expect(taken).resolves.toMatchObject({ html: '<p>/fr/panier</p>' });
    expect(takePrefetched(page('/fr/panier'), 1_600)).toBeUndefined();
  });

  it('returns the request still in flight, so a click does not ask twice', async () => {
    const seen = servePages();
    const answer = prefetch(page('/fr/panier'), 1_000);

    const taken = takePrefetched(page('/fr/panier'), 1_001);
    await taken;

    expect(taken).toBe(answer);
    expect(seen).toHaveLength(1);
  });

  it('returns nothing once the time to live has passed', async () => {
    servePages();
    await prefetch(page('/fr/panier'), 1_000);

    expect(takePrefetched(page('/fr/panier'), 1_000 + PREFETCH_TTL_MS)).toBeUndefined();
  });

  it('returns nothing for an address never prefetched', () => {
    expect(takePrefetched(page('/fr/panier'), 1_000)).toBeUndefined();
  });
});
