import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../test/dialogs';
import { fakeClock, never, passTime } from '../test/hung';
import { gate, listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import type { Field } from './fields';
import { checkRemote, clearRemoteCache } from './remote';

listen();

let dialogs: FakeDialogs;

beforeEach(() => {
  applyPageSettings({ appPath: '/shop/', antiForgeryToken: 'token-1' }, '/shop/fr/compte');
  clearRemoteCache();
  dialogs = fakeDialogs();
});
afterEach(() => {
  vi.useRealTimers();
});

function emailField(value = 'anna@shop.example'): Field {
  document.body.innerHTML = `<form>
    <input name="Account.Login" value="anna">
    <input id="email" name="Account.Email" value="${value}">
  </form>`;
  return document.getElementById('email') as Field;
}

const params = { url: '/shop/fr/account/checkemail', additionalfields: '*.Email,*.Login' };

/** Answers the check with `answer` and records the query of each request. */
function answerWith(answer: () => Response | Promise<Response>): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('*/shop/fr/account/checkemail', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  return seen;
}

describe('checkRemote', () => {
  it('sends the field and its additional fields with the model prefix resolved', async () => {
    const seen = answerWith(() => HttpResponse.json(true));

    await expect(checkRemote(emailField(), params, 'Taken')).resolves.toBeUndefined();
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({
      'Account.Email': 'anna@shop.example',
      'Account.Login': 'anna',
    });
  });

  it('takes the text "true" as valid too', async () => {
    answerWith(() => HttpResponse.json('true'));

    await expect(checkRemote(emailField(), params, 'Taken')).resolves.toBeUndefined();
  });

  it('shows the string the server answers as the message', async () => {
    answerWith(() => HttpResponse.json('Cette adresse a déjà un compte.'));

    await expect(checkRemote(emailField(), params, 'Taken')).resolves.toBe(
      'Cette adresse a déjà un compte.',
    );
  });

  it.each([
    ['false', () => HttpResponse.json(false)],
    ['null', () => HttpResponse.json(null)],
    ['an object', () => HttpResponse.json({ valid: false })],
    ['an empty body', () => new HttpResponse('', { status: 200 })],
    ['an HTML page', () => HttpResponse.html('<!doctype html><title>Login</title>')],
    [
      'malformed JSON',
      () => new HttpResponse('{"valid":', { headers: { 'Content-Type': 'application/json' } }),
    ],
  ])('uses the field’s own message when the answer is %s', async (_, answer) => {
    answerWith(answer);

    await expect(checkRemote(emailField(), params, 'Taken')).resolves.toBe('Taken');
  });

  it('accepts the value and opens the login modal, back to this page, after a 401 (spec 000 §8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerWith(() => new HttpResponse(null, { status: 401 }));

    await expect(checkRemote(emailField(), params, 'Taken')).resolves.toBeUndefined();
    expect(shown(dialogs)).toEqual([{ login: '/shop/fr/compte' }]);
  });

  it('accepts the value after the time limit of an answer that never comes (decision 047)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeClock();
    answerWith(never);
    let verdict: string | undefined = 'pending';
    void checkRemote(emailField(), params, 'Taken').then((result) => {
      verdict = result;
    });

    await passTime();

    expect(verdict).toBeUndefined();
    expect(shown(dialogs)).toEqual([]);
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a 404', () => new HttpResponse(null, { status: 404 })],
    ['a network error', () => HttpResponse.error()],
  ])('accepts the value, warns and opens no dialog after %s', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerWith(answer);

    await expect(checkRemote(emailField(), params, 'Taken')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('remote validation of "Account.Email" failed'),
      expect.anything(),
    );
    expect(shown(dialogs)).toEqual([]);
  });

  it('does not keep a failure: the next check asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let calls = 0;
    answerWith(() =>
      ++calls === 1 ? HttpResponse.error() : HttpResponse.json('Taken by someone'),
    );
    const field = emailField();

    await checkRemote(field, params, 'Taken');
    await expect(checkRemote(field, params, 'Taken')).resolves.toBe('Taken by someone');
    expect(calls).toBe(2);
  });

  it('asks once per value and parameters, and again for a new value', async () => {
    const seen = answerWith(() => HttpResponse.json(true));
    const field = emailField();

    await checkRemote(field, params, 'Taken');
    await checkRemote(field, params, 'Taken');
    field.value = 'bob@shop.example';
    await checkRemote(field, params, 'Taken');

    expect(seen.map((query) => query.get('Account.Email'))).toEqual([
      'anna@shop.example',
      'bob@shop.example',
    ]);
  });

  it('aborts the answer in flight when the shopper types a newer value', async () => {
    const held = gate();
    const seen = answerWith(async () => {
      if (seen.length === 1) await held.promise;
      return HttpResponse.json('Taken');
    });
    const field = emailField('old@shop.example');
    const first = checkRemote(field, params, 'Taken');
    await vi.waitFor(() => expect(seen).toHaveLength(1));

    field.value = 'new@shop.example';
    const second = checkRemote(field, params, 'Taken');

    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBe('Taken');
    held.open();
  });

  it('posts the parameters urlencoded with the anti-forgery token when the type is POST', async () => {
    let body = '';
    let token: string | null = null;
    server.use(
      http.post('*/shop/fr/account/checkemail', async ({ request }) => {
        body = await request.text();
        token = request.headers.get('RequestVerificationToken');
        return HttpResponse.json(true);
      }),
    );

    await checkRemote(emailField(), { ...params, type: 'post' }, 'Taken');

    expect(new URLSearchParams(body).get('Account.Email')).toBe('anna@shop.example');
    expect(token).toBe('token-1');
  });

  it('does nothing without an address', async () => {
    await expect(checkRemote(emailField(), {}, 'Taken')).resolves.toBeUndefined();
  });
});
