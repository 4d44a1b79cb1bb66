import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dialogs } from '../core/dialogs';
import { shownAddress } from '../core/history';
import { scan, unmount } from '../core/loader';
import { runScripts } from '../core/scripts';
import { type FakeDialogs, fakeDialogs, shown } from '../test/dialogs';
import { gate, listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { followAjaxLink, submitAjax } from './ajax';
import type { Submitter } from './ajaxRequest';

vi.mock('../core/loader', () => ({ scan: vi.fn(), unmount: vi.fn() }));
vi.mock('../core/scripts', () => ({ runScripts: vi.fn(async () => {}) }));

listen();

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
  headers: Headers;
}

const globals = globalThis as Record<string, unknown>;
let dialogs: FakeDialogs;
const confirm = vi.fn<Dialogs['confirm']>();

beforeEach(() => {
  applyPageSettings({ antiForgeryToken: 'token-9' }, '/fr/catalogue');
  dialogs = fakeDialogs();
  confirm.mockReset();
  dialogs.confirm.mockImplementation((options) => confirm(options));
  vi.mocked(scan).mockClear();
  vi.mocked(unmount).mockClear();
  vi.mocked(runScripts).mockClear();
  for (const name of ['onBegin', 'onSuccess', 'onFailure', 'onComplete']) delete globals[name];
});

/** Answers every request to /fr/<path> with `answer` and records it. */
function answer(
  path: string,
  respond: () => Response | Promise<Response> = () => HttpResponse.html('<p>Nouveau</p>'),
): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(`*/fr/${path}`, async ({ request }) => {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: await request.text(),
        headers: request.headers,
      });
      return respond();
    }),
  );
  return seen;
}

function page(formAttributes: string, extra = ''): HTMLFormElement {
  document.body.innerHTML = `
    <form id="f" action="/fr/recherche" data-ajax="true" data-ajax-update=".results" ${formAttributes}>
      <input name="q" value="chaussures">
      <button id="go" name="sort" value="prix">Chercher</button>
      ${extra}
    </form>
    <div class="results" id="r1"><p>Ancien</p></div>
    <div class="results" id="r2"><p>Ancien</p></div>
    <div id="loading" hidden>…</div>`;
  return document.getElementById('f') as HTMLFormElement;
}

const go = () => document.getElementById('go') as Submitter;
const html = (id: string) => document.getElementById(id)?.innerHTML.trim();

describe('submitAjax: the request', () => {
  it('sends a GET form’s fields, the clicked button and X-Requested-With in the address', async () => {
    const seen = answer('recherche');
    const form = page('method="get"');

    await submitAjax(form, go());

    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.query).toEqual({
      q: 'chaussures',
      sort: 'prix',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it('posts the fields urlencoded, with the anti-forgery token, when the form says POST', async () => {
    const seen = answer('recherche');
    const form = page('method="post"');

    await submitAjax(form, go());

    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(seen[0]?.headers.get('RequestVerificationToken')).toBe('token-9');
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({
      q: 'chaussures',
      sort: 'prix',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it('sends other methods as POST with X-HTTP-Method-Override', async () => {
    const seen = answer('recherche');
    const form = page('method="post" data-ajax-method="delete"');

    await submitAjax(form, go());

    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('X-HTTP-Method-Override')).toBe('DELETE');
    expect(new URLSearchParams(seen[0]?.body).get('X-HTTP-Method-Override')).toBe('DELETE');
  });

  it('goes to the clicked button’s formaction, and to data-ajax-url before both', async () => {
    const toButton = answer('ailleurs');
    const toAjaxUrl = answer('fragment');
    const form = page(
      'method="post"',
      '<button id="other" formaction="/fr/ailleurs">Autre</button>',
    );
    const other = document.getElementById('other') as Submitter;

    await submitAjax(form, other);
    form.setAttribute('data-ajax-url', '/fr/fragment');
    await submitAjax(form, other);

    expect(toButton).toHaveLength(1);
    expect(toAjaxUrl).toHaveLength(1);
  });

  it('sends multipart form data when the form has files', async () => {
    const seen = answer('recherche');
    const form = page('method="post" enctype="multipart/form-data"');

    await submitAjax(form, null);

    expect(seen[0]?.headers.get('content-type')).toContain('multipart/form-data');
  });

  it('refuses to send to another origin', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const form = page('method="post" data-ajax-url="https://elsewhere.example/steal"');

    await submitAjax(form, go());

    expect(error).toHaveBeenCalledWith(expect.stringContaining('another origin refused'));
    expect(html('r1')).toBe('<p>Ancien</p>');
  });
});

describe('submitAjax: the answer', () => {
  it('replaces the content of every target, unmounting before and scanning after', async () => {
    answer('recherche', () => HttpResponse.html('<p>Nouveau</p><script>window.ran = 1</script>'));
    const form = page('method="get"');
    const targets = [document.getElementById('r1'), document.getElementById('r2')];

    await submitAjax(form, go());

    expect(html('r1')).toBe('<p>Nouveau</p><script>window.ran = 1</script>');
    expect(html('r2')).toBe('<p>Nouveau</p><script>window.ran = 1</script>');
    expect(vi.mocked(unmount).mock.calls.map(([root]) => root)).toEqual(targets);
    expect(vi.mocked(scan).mock.calls.map(([root]) => root)).toEqual(targets);
    expect(vi.mocked(runScripts).mock.calls.map(([root]) => root)).toEqual(targets);
    expect(vi.mocked(unmount).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(scan).mock.invocationCallOrder[0] ?? 0,
    );
  });

  it.each([
    ['before', '<p>Nouveau</p><p>Ancien</p>'],
    ['after', '<p>Ancien</p><p>Nouveau</p>'],
    ['anything-else', '<p>Nouveau</p>'],
  ])('inserts in mode %s', async (mode, expected) => {
    answer('recherche');
    const form = page(`method="post" data-ajax-mode="${mode}"`);

    await submitAjax(form, go());

    expect(html('r1')).toBe(expected);
  });

  it('keeps the old content mounted when inserting before or after it', async () => {
    answer('recherche');
    const form = page('method="post" data-ajax-mode="after"');

    await submitAjax(form, go());

    expect(unmount).not.toHaveBeenCalled();
    expect(scan).toHaveBeenCalledWith(document.getElementById('r1'));
  });

  it('replaces the target itself in mode replace-with and starts the new nodes', async () => {
    answer('recherche', () => HttpResponse.html('<section id="fresh">Nouveau</section>'));
    const form = page('method="post" data-ajax-update="#r1" data-ajax-mode="replace-with"');
    const old = document.getElementById('r1');

    await submitAjax(form, go());

    expect(document.getElementById('r1')).toBeNull();
    expect(unmount).toHaveBeenCalledWith(old);
    expect(scan).toHaveBeenCalledWith(document.getElementById('fresh'));
  });

  it('does not insert an application/x-javascript answer (and never runs it)', async () => {
    answer(
      'recherche',
      () =>
        new HttpResponse('window.hacked = true', {
          headers: { 'Content-Type': 'application/x-javascript' },
        }),
    );
    const form = page('method="post"');

    await submitAjax(form, go());

    expect(html('r1')).toBe('<p>Ancien</p>');
    expect(globals.hacked).toBeUndefined();
  });

  it('empties the target when the answer is empty, as jQuery did', async () => {
    answer('recherche', () => new HttpResponse('', { status: 200 }));
    const form = page('method="post"');

    await submitAjax(form, go());

    expect(html('r1')).toBe('');
    expect(shown(dialogs)).toEqual([]);
  });

  it('pushes the address of a GET form into history, without X-Requested-With (spec 000 §7)', async () => {
    answer('recherche');
    const form = page('method="get"');

    await submitAjax(form, go());

    expect(location.pathname + location.search).toBe('/fr/recherche?q=chaussures&sort=prix');
    expect(history.state).toEqual({ vitrine: true, scrollY: 0, key: expect.any(String) });
    // The page shell compares Back and Forward with this address (core/history, decision 015).
    const shown = shownAddress();
    expect(shown.pathname + shown.search).toBe('/fr/recherche?q=chaussures&sort=prix');
  });

  it('does not push a POST answer, nor a GET form that opts out', async () => {
    answer('recherche');

    await submitAjax(page('method="post"'), go());
    await submitAjax(page('method="get" data-ajax-history="false"'), go());

    expect(location.pathname).toBe('/fr/catalogue');
  });
});

describe('submitAjax: confirm, callbacks, loading, busy', () => {
  it('asks first and sends nothing when the shopper cancels', async () => {
    confirm.mockResolvedValue(false);
    const form = page('method="post" data-ajax-confirm="Vider le panier ?"');

    await submitAjax(form, go());

    expect(confirm).toHaveBeenCalledWith({ message: 'Vider le panier ?' });
    expect(html('r1')).toBe('<p>Ancien</p>');
  });

  it('sends once the shopper confirms', async () => {
    confirm.mockResolvedValue(true);
    const seen = answer('recherche');

    await submitAjax(page('method="post" data-ajax-confirm="Vider le panier ?"'), go());

    expect(seen).toHaveLength(1);
  });

  it('cancels when the begin callback returns false', async () => {
    globals.onBegin = vi.fn(() => false);
    const form = page('method="post" data-ajax-begin="onBegin"');

    await submitAjax(form, go());

    expect(globals.onBegin).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', url: 'http://localhost:3000/fr/recherche' }),
    );
    expect(html('r1')).toBe('<p>Ancien</p>');
  });

  it('calls success then complete with the form as this, after the update', async () => {
    answer('recherche');
    const calls: unknown[][] = [];
    globals.onSuccess = function (this: Element, ...args: unknown[]) {
      calls.push(['success', this, html('r1'), ...args]);
    };
    globals.onComplete = function (this: Element, ...args: unknown[]) {
      calls.push(['complete', this, ...args]);
    };
    const form = page(
      'method="post" data-ajax-success="onSuccess" data-ajax-complete="onComplete"',
    );

    await submitAjax(form, go());

    const response = expect.objectContaining({ status: 200, responseText: '<p>Nouveau</p>' });
    expect(calls).toEqual([
      ['success', form, '<p>Nouveau</p>', '<p>Nouveau</p>', 'success', response],
      ['complete', form, response, 'success'],
    ]);
  });

  it('logs a callback given as code and still sends the form', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen = answer('recherche');

    await submitAjax(page('method="post" data-ajax-success="alert(1)"'), go());

    expect(seen).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('data-ajax-success="alert(1)"'));
  });

  it('shows the loading element and makes the button busy while the request runs', async () => {
    const held = gate();
    answer('recherche', async () => {
      await held.promise;
      return HttpResponse.html('<p>Nouveau</p>');
    });
    const form = page('method="post" data-ajax-loading="#loading"');
    const sent = submitAjax(form, go());

    await vi.waitFor(() => expect(go().getAttribute('aria-busy')).toBe('true'));
    expect(go().disabled).toBe(true);
    expect(document.getElementById('loading')?.hidden).toBe(false);
    held.open();
    await sent;

    expect(document.getElementById('loading')?.hidden).toBe(true);
    expect(go().hasAttribute('aria-busy')).toBe(false);
    expect(go().disabled).toBe(false);
  });

  it('ignores a second submit while the first is in flight', async () => {
    const held = gate();
    const seen = answer('recherche', async () => {
      await held.promise;
      return HttpResponse.html('<p>Nouveau</p>');
    });
    const form = page('method="post"');
    const first = submitAjax(form, go());
    await vi.waitFor(() => expect(seen).toHaveLength(1));

    await submitAjax(form, go());
    held.open();
    await first;

    expect(seen).toHaveLength(1);
  });
});

describe('submitAjax: failures', () => {
  it('follows the core policy on a 500: the error dialog, the target untouched, the button restored', async () => {
    answer('recherche', () => new HttpResponse('oops', { status: 500 }));
    const form = page('method="post"');

    await submitAjax(form, go());

    expect(shown(dialogs)).toEqual([{ error: 'Manager.UnknowsErrors' }]);
    expect(html('r1')).toBe('<p>Ancien</p>');
    expect(go().disabled).toBe(false);
    expect(go().hasAttribute('aria-busy')).toBe(false);
  });

  it('asks for a login on a 401, coming back to this page', async () => {
    answer('recherche', () => new HttpResponse(null, { status: 401 }));

    await submitAjax(page('method="post"'), go());

    expect(shown(dialogs)).toEqual([{ login: '/fr/catalogue' }]);
  });

  it('only warns after a network error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer('recherche', () => HttpResponse.error());

    await submitAjax(page('method="post"'), go());

    expect(shown(dialogs)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('request aborted'));
    expect(html('r1')).toBe('<p>Ancien</p>');
  });

  it('leaves a failure to the failure callback when there is one, then completes', async () => {
    answer(
      'recherche',
      () => new HttpResponse('Stock épuisé', { status: 409, statusText: 'Conflict' }),
    );
    const calls: unknown[][] = [];
    globals.onFailure = (...args: unknown[]) => calls.push(['failure', ...args]);
    globals.onComplete = (...args: unknown[]) => calls.push(['complete', ...args]);
    const form = page(
      'method="post" data-ajax-failure="onFailure" data-ajax-complete="onComplete"',
    );

    await submitAjax(form, go());

    const response = {
      status: 409,
      statusText: 'Conflict',
      responseText: 'Stock épuisé',
      contentType: expect.any(String),
    };
    expect(calls).toEqual([
      ['failure', response, 'error', expect.any(Error)],
      ['complete', response, 'error'],
    ]);
    expect(shown(dialogs)).toEqual([]);
  });
});

describe('submitAjax: validation', () => {
  it('validates first and sends nothing while a field is invalid', async () => {
    const form = page(
      'method="post"',
      '<input name="Email" data-val="true" data-val-required="Obligatoire"><span data-valmsg-for="Email"></span>',
    );

    await submitAjax(form, go());

    expect(document.querySelector('[data-valmsg-for="Email"]')?.textContent).toBe('Obligatoire');
    expect(html('r1')).toBe('<p>Ancien</p>');
  });

  it('skips the validation for a cancel button', async () => {
    const seen = answer('recherche');
    const form = page(
      'method="post"',
      '<input name="Email" data-val="true" data-val-required="Obligatoire"><button id="back" class="cancel">Retour</button>',
    );

    await submitAjax(form, document.getElementById('back') as Submitter);

    expect(seen).toHaveLength(1);
  });
});

describe('followAjaxLink', () => {
  function link(attributes: string): HTMLAnchorElement {
    document.body.innerHTML = `<a id="l" href="/fr/dossier/12" data-ajax="true" data-ajax-update="#panel" ${attributes}>12</a><div id="panel"></div>`;
    return document.getElementById('l') as HTMLAnchorElement;
  }

  it('loads the href with X-Requested-With into the target, leaving history alone', async () => {
    const seen = answer('dossier/12', () => HttpResponse.html('<ul><li>photo.jpg</li></ul>'));

    await followAjaxLink(link(''));

    expect(seen[0]?.query).toEqual({ 'X-Requested-With': 'XMLHttpRequest' });
    expect(html('panel')).toBe('<ul><li>photo.jpg</li></ul>');
    expect(location.pathname).toBe('/fr/catalogue');
  });

  it('pushes the link into history when it asks to', async () => {
    answer('dossier/12');

    await followAjaxLink(link('data-ajax-history="true"'));

    expect(location.pathname).toBe('/fr/dossier/12');
  });

  it('posts when the link says data-ajax-method="post"', async () => {
    const seen = answer('dossier/12');

    await followAjaxLink(link('data-ajax-method="post"'));

    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.body).toBe('X-Requested-With=XMLHttpRequest');
  });
});
