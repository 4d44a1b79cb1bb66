import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MalformedAnswerError } from '../api/parse';
import { fakeDialogs, shown } from '../test/dialogs';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { classifyFailure, failureMessage } from './errorPolicy';
import { get } from './http';

listen();

// spec 000 §8 / spec 001 §8: one policy for the callers that show their own errors.

/** The error a `policy: false` call rejects with when the server answers `response`. */
async function failureOf(response: () => Response): Promise<unknown> {
  server.use(http.get('*/api/v1/failing', response));
  return get('api/v1/failing', { policy: false }).catch((error: unknown) => error);
}

beforeEach(() => {
  applyPageSettings({}, '/fr/catalog/product/robe?variant=3');
});

describe('classifyFailure', () => {
  it('keeps silent about an abort (a newer request, or the widget went away)', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(classifyFailure(abort)).toEqual({ kind: 'silent' });
  });

  it('asks for a login on 401, whatever the body says', async () => {
    const error = await failureOf(() => HttpResponse.json({ Message: 'Log in' }, { status: 401 }));
    expect(classifyFailure(error)).toEqual({ kind: 'login' });
  });

  it('says the server Message of a refusal, else the fallback key', async () => {
    const refused = await failureOf(() =>
      HttpResponse.json({ Message: 'Stock insuffisant.' }, { status: 422 }),
    );
    const bare = await failureOf(() => new HttpResponse('boom', { status: 500 }));
    const blank = await failureOf(() => HttpResponse.json({ Message: '  ' }, { status: 400 }));
    expect(classifyFailure(refused)).toEqual({ kind: 'message', message: 'Stock insuffisant.' });
    expect(classifyFailure(bare)).toEqual({ kind: 'message', message: 'Core.ErrorServer' });
    expect(classifyFailure(blank, { fallback: 'Catalog.AddToCartFailed' })).toEqual({
      kind: 'message',
      message: 'Catalog.AddToCartFailed',
    });
  });

  it('leaves out the Message of a 5xx for "client", and every Message for "none"', async () => {
    const crashed = await failureOf(() =>
      HttpResponse.json({ Message: 'stack trace' }, { status: 500 }),
    );
    const refused = await failureOf(() => HttpResponse.json({ Message: 'Non.' }, { status: 422 }));
    expect(classifyFailure(crashed, { fallback: 'F', serverMessage: 'client' })).toEqual({
      kind: 'message',
      message: 'F',
    });
    expect(classifyFailure(refused, { fallback: 'F', serverMessage: 'client' })).toEqual({
      kind: 'message',
      message: 'Non.',
    });
    expect(classifyFailure(refused, { fallback: 'F', serverMessage: 'none' })).toEqual({
      kind: 'message',
      message: 'F',
    });
  });

  it('says Manager.NetworkError when the network fails, unless the caller has its sentence', async () => {
    const error = await failureOf(() => HttpResponse.error());
    expect(classifyFailure(error)).toEqual({ kind: 'message', message: 'Manager.NetworkError' });
    expect(classifyFailure(error, { network: 'Catalog.CustomerRefUpdateError' })).toEqual({
      kind: 'message',
      message: 'Catalog.CustomerRefUpdateError',
    });
  });

  it('says the fallback for a malformed answer (the parser logged it)', () => {
    const error = new MalformedAnswerError('malformed answer from api/v1/x');
    expect(classifyFailure(error, { fallback: 'Core.ErrorServer' })).toEqual({
      kind: 'message',
      message: 'Core.ErrorServer',
    });
  });
});

describe('failureMessage', () => {
  it('opens the login modal through the one dialogs port, back to this page by default', async () => {
    const dialogs = fakeDialogs();
    const error = await failureOf(() => new HttpResponse(null, { status: 401 }));

    expect(failureMessage(error)).toBeUndefined();
    expect(failureMessage(error, { returnUrl: '/fr/liste?openWishlist=3' })).toBeUndefined();

    expect(shown(dialogs)).toEqual([
      { login: '/fr/catalog/product/robe?variant=3' },
      { login: '/fr/liste?openWishlist=3' },
    ]);
  });

  it('returns the sentence and shows nothing itself', async () => {
    const dialogs = fakeDialogs();
    const error = await failureOf(() => HttpResponse.json({ Message: 'Non.' }, { status: 422 }));
    expect(failureMessage(error, { fallback: 'F' })).toBe('Non.');
    expect(failureMessage(new DOMException('aborted', 'AbortError'))).toBeUndefined();
    expect(shown(dialogs)).toEqual([]);
  });
});
