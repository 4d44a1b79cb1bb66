/**
 * Ajax forms when the server refuses or never answers (issue 16 §4, §5): a 401 opens the login
 * modal even when the page has its own failure callback (spec 000 §8), and a call that never
 * answers ends after the time limit (decision 047) in the same failure path, the element no
 * longer busy. Other failures: ajax.test.ts.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../test/dialogs';
import { fakeClock, never, passTime } from '../test/hung';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { submitAjax } from './ajax';

vi.mock('../core/loader', () => ({ scan: vi.fn(), unmount: vi.fn() }));
vi.mock('../core/scripts', () => ({ runScripts: vi.fn(async () => {}) }));

listen();

const globals = globalThis as Record<string, unknown>;
let dialogs: FakeDialogs;
let failures: unknown[];

beforeEach(() => {
  applyPageSettings({ antiForgeryToken: 'token-9' }, '/fr/compte?onglet=adresses');
  dialogs = fakeDialogs();
  failures = [];
  globals.onFailure = (answer: unknown) => failures.push(answer);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  delete globals.onFailure;
  vi.useRealTimers();
});

function form(attributes: string, answer: () => Response | Promise<Response>) {
  server.use(http.post('*/fr/adresse', answer));
  document.body.innerHTML = `
    <form id="f" action="/fr/adresse" method="post" data-ajax="true" data-ajax-update="#r"
      data-ajax-loading="#loading" ${attributes}>
      <input name="Rue" value="Rue Neuve 1"><button>Enregistrer</button>
    </form>
    <div id="r"><p>Ancien</p></div><div id="loading" hidden>…</div>`;
  return document.getElementById('f') as HTMLFormElement;
}

describe('ajax forms refused (spec 000 §8)', () => {
  it('opens the login modal on a 401 and still runs the failure callback', async () => {
    const element = form(
      'data-ajax-failure="onFailure"',
      () => new HttpResponse(null, { status: 401 }),
    );

    await submitAjax(element);

    expect(shown(dialogs)).toEqual([{ login: '/fr/compte?onglet=adresses' }]);
    expect(failures).toEqual([expect.objectContaining({ status: 401 })]);
    expect(document.getElementById('r')?.innerHTML).toBe('<p>Ancien</p>');
  });

  it('lets the failure callback alone speak for a 500', async () => {
    const element = form(
      'data-ajax-failure="onFailure"',
      () => new HttpResponse(null, { status: 500 }),
    );

    await submitAjax(element);

    expect(shown(dialogs)).toEqual([]);
    expect(failures).toEqual([expect.objectContaining({ status: 500 })]);
  });
});

describe('ajax forms that never get an answer (issue 16 §5)', () => {
  it.each([
    [
      'without a failure callback: the generic error modal',
      '',
      [{ error: 'Manager.UnknowsErrors' }],
      0,
    ],
    ['with one: the callback', 'data-ajax-failure="onFailure"', [], 1],
  ])(
    'end after the time limit %s, the loading element hidden again',
    async (_name, attributes, opened, called) => {
      fakeClock();
      const element = form(attributes, never);
      const sent = submitAjax(element);
      await passTime(0);
      expect(document.getElementById('loading')?.hidden).toBe(false);

      await passTime();
      await sent;

      expect(document.getElementById('loading')?.hidden).toBe(true);
      expect(shown(dialogs)).toEqual(opened);
      expect(failures).toHaveLength(called);
      expect(document.getElementById('r')?.innerHTML).toBe('<p>Ancien</p>');
    },
  );
});
