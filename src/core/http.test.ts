import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../test/dialogs';
import { gate, listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { del, get, isAbort, post, problemOf, put, request } from './http';

listen();

interface Seen {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

/** Answers every request under /shop/api/ with `{ ok: true }` and records it. */
function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all('*/shop/api/*', async ({ request: req }) => {
      const url = new URL(req.url);
      seen.push({
        method: req.method,
        path: url.pathname + url.search,
        headers: req.headers,
        body: await req.text(),
      });
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

function answer(status: number) {
  server.use(http.all('*/shop/api/v1/failing', () => new HttpResponse(null, { status })));
}

let dialogs: FakeDialogs;

beforeEach(() => {
  applyPageSettings({ appPath: '/shop/', antiForgeryToken: 'token-123' }, '/shop/fr/panier?step=2');
  dialogs = fakeDialogs();
});

describe('request', () => {
  it('builds the address from the app path of the page settings (spec 000 §7)', async () => {
    const seen = recordRequests();

    await expect(get('api/v1/shoppingcarts')).resolves.toEqual({ ok: true });

    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /shop/api/v1/shoppingcarts',
    ]);
  });

  it('sends a path that starts with a slash as it is', async () => {
    const seen = recordRequests();

    await get('/shop/api/v1/catalog/wishlist/products/count', { params: { listId: 4 } });

    expect(seen[0]?.path).toBe('/shop/api/v1/catalog/wishlist/products/count?listId=4');
  });

  it('marks every request as XMLHttpRequest', async () => {
    const seen = recordRequests();

    await get('api/v1/shoppingcarts');
    await post('api/v1/catalog/products/addtocart', { ProductVariantId: 7, Quantity: 1 });

    expect(seen.map(({ headers }) => headers.get('X-Requested-With'))).toEqual([
      'XMLHttpRequest',
      'XMLHttpRequest',
    ]);
  });

  it('never sends the anti-forgery token to another site', async () => {
    const headers: Array<string | null> = [];
    server.use(
      http.post('https://other.example/collect', ({ request: req }) => {
        headers.push(req.headers.get('RequestVerificationToken'));
        return HttpResponse.json({});
      }),
    );
    await post('https://other.example/collect', {});
    expect(headers).toEqual([null]);
  });

  it("aborts on the caller's signal as well as on a newer request with the same key", async () => {
    const held = gate();
    server.use(
      http.get('*/shop/api/v1/slow', async () => {
        await held.promise;
        return HttpResponse.json(1);
      }),
    );
    const caller = new AbortController();
    const pending = get('api/v1/slow', { abortKey: 'slow', signal: caller.signal, policy: false });
    caller.abort();
    const error: unknown = await pending.catch((reason: unknown) => reason);
    held.open();
    expect(isAbort(error)).toBe(true);
  });

  it('sends the anti-forgery token with POST, PUT and DELETE but not with GET', async () => {
    const seen = recordRequests();

    await get('api/v1/catalog/wishlist/products/count');
    await post('api/v1/catalog/products/addtocart', { ProductVariantId: 7, Quantity: 2 });
    await put('api/v1/catalog/wishlist/updatename', { name: 'Noël' });
    await del('api/v1/catalog/wishlist/deletefromalllist/7');

    expect(
      seen.map(({ method, headers }) => [method, headers.get('RequestVerificationToken')]),
    ).toEqual([
      ['GET', null],
      ['POST', 'token-123'],
      ['PUT', 'token-123'],
      ['DELETE', 'token-123'],
    ]);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ ProductVariantId: 7, Quantity: 2 });
  });

  it('aborts the earlier request with the same abortKey; the later one answers', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const held = gate();
    server.use(
      http.get('*/shop/api/v1/catalog/search/suggestions', async ({ request: req }) => {
        const q = new URL(req.url).searchParams.get('q');
        if (q === 've') await held.promise;
        return HttpResponse.json([`${q}lo`]);
      }),
    );

    const first = get('api/v1/catalog/search/suggestions', {
      params: { q: 've' },
      abortKey: 'suggestions',
    });
    const second = get('api/v1/catalog/search/suggestions', {
      params: { q: 'vel' },
      abortKey: 'suggestions',
    });

    const firstError: unknown = await first.catch((error: unknown) => error);
    expect(isAbort(firstError)).toBe(true);
    await expect(second).resolves.toEqual(['vello']);
    held.open();
    // spec 000 §8: an abort is a warning only.
    expect(warnings).toHaveBeenCalledExactlyOnceWith(
      '[vitrine] request aborted: http://localhost:3000/shop/api/v1/catalog/search/suggestions?q=ve',
    );
    expect(shown(dialogs)).toEqual([]);
  });

  it('lets requests with different abort keys run side by side', async () => {
    recordRequests();

    const answers = await Promise.all([
      get('api/v1/catalog/products/1/productvariants', { abortKey: 'variants-1' }),
      get('api/v1/catalog/products/2/productvariants', { abortKey: 'variants-2' }),
    ]);

    expect(answers).toEqual([{ ok: true }, { ok: true }]);
  });
});

describe('the error policy of spec 000 §8', () => {
  it('asks for a login with the current path and query as returnUrl on 401', async () => {
    answer(401);

    await expect(get('api/v1/failing')).rejects.toMatchObject({ response: { status: 401 } });

    expect(shown(dialogs)).toEqual([{ login: '/shop/fr/panier?step=2' }]);
  });

  it('asks for a login with the return URL the caller gives on 401', async () => {
    answer(401);

    await post('api/v1/failing', {}, { returnUrl: '/shop/fr/wishlist' }).catch(() => {});

    expect(shown(dialogs)).toEqual([{ login: '/shop/fr/wishlist' }]);
  });

  it('only logs a 404', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(404);

    await expect(get('api/v1/failing')).rejects.toMatchObject({ response: { status: 404 } });

    expect(errors).toHaveBeenCalledExactlyOnceWith(
      '[vitrine] 404 not found: http://localhost:3000/shop/api/v1/failing',
    );
    expect(shown(dialogs)).toEqual([]);
  });

  it('only warns when the network fails (status 0)', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error');
    server.use(http.get('*/shop/api/v1/failing', () => HttpResponse.error()));

    await expect(get('api/v1/failing')).rejects.toBeTruthy();

    expect(warnings).toHaveBeenCalledExactlyOnceWith(
      '[vitrine] request aborted: http://localhost:3000/shop/api/v1/failing',
    );
    expect(errors).not.toHaveBeenCalled();
    expect(shown(dialogs)).toEqual([]);
  });

  it.each([500, 403, 400])(
    'reports any other status (%i) as an unknown problem',
    async (status) => {
      answer(status);

      await expect(put('api/v1/failing', {})).rejects.toMatchObject({ response: { status } });

      // The generic modal of spec 000 §8, through the one dialogs port.
      expect(shown(dialogs)).toEqual([{ error: 'Manager.UnknowsErrors' }]);
      const error = await put('api/v1/failing', {}, { policy: false }).catch((e: unknown) => e);
      expect(problemOf(error, 'http://localhost:3000/shop/api/v1/failing')).toEqual({
        kind: 'unknown',
        url: 'http://localhost:3000/shop/api/v1/failing',
        status,
      });
    },
  );

  it('reports nothing when the caller handles failures itself (policy: false)', async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');

    for (const status of [401, 404, 500]) {
      answer(status);
      await expect(request('api/v1/failing', { policy: false })).rejects.toMatchObject({
        response: { status },
      });
    }

    expect(shown(dialogs)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
