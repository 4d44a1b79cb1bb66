import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../test/settings';
import { startVisit } from './startVisit';
import { submitGetForm } from './submitGetForm';

// Issue 3 §1: GET forms of the page become visits; the others stay the browser's (or the
// ajax forms', src/forms).

vi.mock('./startVisit', () => ({ startVisit: vi.fn(() => Promise.resolve()), goTo: vi.fn() }));

beforeEach(() => {
  applyPageSettings({}, '/fr/catalogue?tri=prix');
  document.addEventListener('submit', submitGetForm);
});

afterEach(() => {
  document.removeEventListener('submit', submitGetForm);
  vi.mocked(startVisit).mockClear();
});

/**
 * Submits the form in `html` with its first button; answers whether the browser would send it
 * (the test then stops it: jsdom does not submit).
 */
function submit(html: string): boolean {
  document.body.innerHTML = html;
  const button = document.querySelector('button');
  let sent = false;
  const browser = (event: Event) => {
    sent = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('submit', browser);
  document.querySelector('form')?.requestSubmit(button);
  window.removeEventListener('submit', browser);
  return sent;
}

const visited = () => {
  const url = vi.mocked(startVisit).mock.calls[0]?.[0];
  return url && url.pathname + url.search;
};

describe('submitGetForm', () => {
  it('visits the action with the fields as query, in place of the page load', () => {
    const sent = submit(`<form action="/fr/recherche">
      <input name="q" value="sac à dos"><input name="page" value="2"><button>Chercher</button>
    </form>`);

    expect(sent).toBe(false);
    expect(visited()).toBe('/fr/recherche?q=sac+%C3%A0+dos&page=2');
    expect(vi.mocked(startVisit).mock.calls[0]?.[1]).toEqual({ mode: 'push' });
  });

  it('sends a form without action to the current page, its old query replaced', () => {
    submit('<form><input name="tri" value="nom"><button>Trier</button></form>');

    expect(visited()).toBe('/fr/catalogue?tri=nom');
  });

  it('follows the button: its name and value, formaction and formmethod', () => {
    submit(`<form action="/fr/recherche" method="post">
      <input name="q" value="sac">
      <button name="vue" value="liste" formaction="/fr/liste" formmethod="get">Liste</button>
    </form>`);

    expect(visited()).toBe('/fr/liste?q=sac&vue=liste');
  });

  it.each([
    ['a POST form', '<form method="post" action="/fr/x"><button>x</button></form>'],
    ['an ajax form', '<form data-ajax="true" action="/fr/x"><button>x</button></form>'],
    ['an opted-out form', '<div data-no-ajax><form action="/fr/x"><button>x</button></form></div>'],
    ['a form for another window', '<form target="_blank" action="/fr/x"><button>x</button></form>'],
    [
      'a button for another window',
      '<form action="/fr/x"><button formtarget="w">x</button></form>',
    ],
    ['another culture', '<form action="/nl/zoeken"><button>x</button></form>'],
  ])('leaves %s alone', (_name, html) => {
    expect(submit(html)).toBe(true);
    expect(startVisit).not.toHaveBeenCalled();
  });

  it('leaves a submit some other handler prevented alone', () => {
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('submit', stop, { capture: true });

    submit('<form action="/fr/x"><button>x</button></form>');
    document.removeEventListener('submit', stop, { capture: true });

    expect(startVisit).not.toHaveBeenCalled();
  });
});
