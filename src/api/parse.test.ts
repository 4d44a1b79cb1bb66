import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { fakeDialogs, shown } from '../test/dialogs';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { getJson, MalformedAnswerError, postJson } from './parse';

listen();

const answerSchema = z.object({ ItemsCount: z.number() });

beforeEach(() => {
  applyPageSettings({ appPath: '/shop/', antiForgeryToken: 'token-7' }, '/shop/fr/');
});

describe('getJson / postJson (the contract, docs/architecture.md §11)', () => {
  it('GETs {app}/path with its params and gives the parsed answer', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/shop/api/v1/things', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.pathname + url.search);
        return HttpResponse.json({ ItemsCount: 3, Extra: true });
      }),
    );
    await expect(getJson(answerSchema, 'api/v1/things', { params: { q: 've' } })).resolves.toEqual({
      ItemsCount: 3,
    });
    expect(asked).toEqual(['/shop/api/v1/things?q=ve']);
  });

  it('POSTs the body as JSON with the anti-forgery token and parses the answer', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/shop/api/v1/things', async ({ request }) => {
        sent.push(await request.json(), request.headers.get('RequestVerificationToken'));
        return HttpResponse.json({ ItemsCount: 1 });
      }),
    );
    await expect(postJson(answerSchema, 'api/v1/things', { Quantity: 2 })).resolves.toEqual({
      ItemsCount: 1,
    });
    expect(sent).toEqual([{ Quantity: 2 }, 'token-7']);
  });

  it('throws MalformedAnswerError, logged with the path, for an answer off the contract', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/shop/api/v1/things', () => HttpResponse.json({ ItemsCount: 'x' })));
    await expect(getJson(answerSchema, 'api/v1/things')).rejects.toBeInstanceOf(
      MalformedAnswerError,
    );
    expect(errors).toHaveBeenCalledWith(
      '[vitrine] malformed answer from api/v1/things at ItemsCount',
      { ItemsCount: 'x' },
    );
  });

  it('keeps the options of core/http: policy false leaves a failure to the caller', async () => {
    const dialogs = fakeDialogs();
    server.use(http.post('*/shop/api/v1/things', () => new HttpResponse(null, { status: 500 })));
    await expect(
      postJson(answerSchema, 'api/v1/things', undefined, { policy: false }),
    ).rejects.toMatchObject({ response: { status: 500 } });
    expect(shown(dialogs)).toEqual([]);
  });
});
