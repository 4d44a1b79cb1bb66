import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../test/dialogs';
import { gate, listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { HttpError, isAbort } from './http';
import { upload } from './upload';

listen();

let dialogs: FakeDialogs;

beforeEach(() => {
  applyPageSettings({ appPath: '/shop/', antiForgeryToken: 'token-123' }, '/shop/fr/editor');
  dialogs = fakeDialogs();
});

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'photo.jpg');

/** Answers the upload address with `answer`; returns what each request carried. */
function uploads(answer: () => Response | Promise<Response>) {
  const seen: Array<{ path: string; token: string | null; form: FormData }> = [];
  server.use(
    http.post('*/shop/assets/upload', async ({ request }) => {
      seen.push({
        path: new URL(request.url).pathname,
        token: request.headers.get('RequestVerificationToken'),
        form: await request.formData(),
      });
      return answer();
    }),
  );
  return seen;
}

describe('upload (spec 000 §7)', () => {
  it('posts the file and the fields under the app path with the anti-forgery token', async () => {
    const seen = uploads(() => HttpResponse.json([{ guid: 'g1' }]));

    const answer = await upload({ url: 'assets/upload', file: photo(), fields: { uid: 'u1' } });

    expect(answer.status).toBe(200);
    expect(answer.data).toEqual([{ guid: 'g1' }]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe('/shop/assets/upload');
    expect(seen[0]?.token).toBe('token-123');
    expect(seen[0]?.form.get('uid')).toBe('u1');
    expect((seen[0]?.form.get('file') as Blob | undefined)?.size).toBe(7);
  });

  it('gives a non-JSON answer as text, for the caller to call malformed', async () => {
    uploads(() => HttpResponse.text('<html>oops</html>'));

    const answer = await upload({ url: 'assets/upload', file: photo() });

    expect(answer.data).toBe('<html>oops</html>');
  });

  it('rejects a 500 with an HttpError and shows the generic error modal (spec 000 §8)', async () => {
    uploads(() => new HttpResponse(null, { status: 500 }));

    const failed = upload({ url: 'assets/upload', file: photo() });

    await expect(failed).rejects.toBeInstanceOf(HttpError);
    expect(shown(dialogs)).toEqual([{ error: 'Manager.UnknowsErrors' }]);
  });

  it('leaves a 500 to the caller with policy false', async () => {
    uploads(() => new HttpResponse(null, { status: 500 }));

    const failed = upload({ url: 'assets/upload', file: photo(), policy: false });

    await expect(failed).rejects.toMatchObject({ response: { status: 500 } });
    expect(shown(dialogs)).toEqual([]);
  });

  it('rejects a network error without a modal (status 0 is a warning only)', async () => {
    uploads(() => HttpResponse.error());

    await expect(upload({ url: 'assets/upload', file: photo() })).rejects.toBeInstanceOf(TypeError);
    expect(shown(dialogs)).toEqual([]);
  });

  it('aborts with an AbortError when the caller aborts', async () => {
    const held = gate();
    uploads(async () => {
      await held.promise;
      return HttpResponse.json([]);
    });
    const controller = new AbortController();

    const pending = upload({ url: 'assets/upload', file: photo(), signal: controller.signal });
    controller.abort();
    held.open();

    const error = await pending.catch((reason: unknown) => reason);
    expect(isAbort(error)).toBe(true);
    expect(shown(dialogs)).toEqual([]);
  });

  it('never sends when the signal was aborted before', async () => {
    const seen = uploads(() => HttpResponse.json([]));
    const controller = new AbortController();
    controller.abort();

    const error = await upload({
      url: 'assets/upload',
      file: photo(),
      signal: controller.signal,
    }).catch((reason: unknown) => reason);

    expect(isAbort(error)).toBe(true);
    expect(seen).toEqual([]);
  });
});
