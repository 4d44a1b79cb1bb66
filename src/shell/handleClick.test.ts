import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Dialogs, provideDialogs } from '../core/dialogs';
import { applyPageSettings } from '../test/settings';
import { CLICK_SUPPRESSION_MS, PREFETCH_INTENT_MS } from './constants';
import { handleClick } from './handleClick';
import { prefetchOnIntent } from './prefetchOnIntent';
import { goTo, startVisit } from './startVisit';

// Issue 3 §1 and docs/decisions/008-page-shell.md ("Which links"): what a click does. The visit
// itself is visit.test.ts's; here the click only asks for it.

const prefetch = vi.fn(() => Promise.resolve());

vi.mock('./startVisit', () => ({
  startVisit: vi.fn(() => Promise.resolve()),
  goTo: vi.fn(),
  loadRuntime: vi.fn(() => Promise.resolve({ prefetch })),
}));

let fake: { confirm: ReturnType<typeof vi.fn>; openFragment: ReturnType<typeof vi.fn> };
/** The clock of the click suppression: each test starts well past the one before. */
let now = 0;

beforeEach(() => {
  now += 60_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  applyPageSettings({}, '/fr/produit?id=4');
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  fake = { confirm: vi.fn(), openFragment: vi.fn() };
  provideDialogs(() => Promise.resolve(fake as unknown as Dialogs));
  document.addEventListener('click', handleClick);
});

afterEach(() => {
  vi.useRealTimers();
  document.removeEventListener('click', handleClick);
  document.removeEventListener('mouseover', prefetchOnIntent);
  vi.mocked(startVisit).mockClear();
  vi.mocked(goTo).mockClear();
});

/**
 * Clicks the first element matching `selector` in `html`; answers whether the browser would
 * follow the link (the test then stops it: jsdom cannot load another document).
 */
function click(html: string, selector = 'a', init: MouseEventInit = {}): boolean {
  document.body.innerHTML = html;
  const target = document.querySelector(selector);
  if (!target) throw new Error(`no ${selector}`);
  let followed = false;
  const browser = (event: Event) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', browser);
  target.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  window.removeEventListener('click', browser);
  return followed;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('handleClick on page links', () => {
  it('turns an internal link into a visit that pushes an entry, instead of a page load', () => {
    const followed = click('<a href="/fr/panier?step=2"><span>Panier</span></a>', 'span');

    expect(followed).toBe(false);
    expect(startVisit).toHaveBeenCalledWith(new URL('/fr/panier?step=2', location.origin), {
      mode: 'push',
      noCache: false,
    });
  });

  it('names the link a visit comes from when it sits in a data-keep-focus group (issue 10 §2)', () => {
    click(
      '<nav data-keep-focus="pagination"><a href="/fr/catalog?pageindex=2" rel="next">Suivante</a></nav>',
    );

    expect(vi.mocked(startVisit).mock.calls[0]?.[1]).toEqual({
      mode: 'push',
      noCache: false,
      from: document.querySelector('a[rel="next"]'),
    });
  });

  it("cancels a hover's pending prefetch: the click asks for the page itself", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.addEventListener('mouseover', prefetchOnIntent);
    document.body.innerHTML = '<a href="/fr/panier">Panier</a>';
    document.querySelector('a')?.dispatchEvent(new Event('mouseover', { bubbles: true }));

    click('<a href="/fr/panier">Panier</a>');
    await vi.advanceTimersByTimeAsync(PREFETCH_INTENT_MS);

    expect(startVisit).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('asks a no-cache link for a fresh page (spec 000 §4)', () => {
    click('<a class="no-cache" href="/fr/panier">Panier</a>');

    expect(vi.mocked(startVisit).mock.calls[0]?.[1]).toEqual({ mode: 'push', noCache: true });
  });

  it('leaves modified clicks, other cultures and opted-out links to the browser', () => {
    expect(click('<a href="/fr/panier">x</a>', 'a', { ctrlKey: true })).toBe(true);
    expect(click('<a href="/nl/winkelwagen">x</a>')).toBe(true);
    expect(click('<a href="/fr/panier" data-no-ajax>x</a>')).toBe(true);
    expect(click('<a href="/fr/panier" target="_blank">x</a>')).toBe(true);

    expect(startVisit).not.toHaveBeenCalled();
  });
});

describe('handleClick on in-page anchors', () => {
  it('pushes an entry with the hash, keeps the scroll of the entry it leaves, and loads nothing', () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(250);
    const length = history.length;

    const followed = click('<a href="#avis">Avis</a><h2 id="avis">Avis</h2>');

    expect(followed).toBe(false);
    expect(startVisit).not.toHaveBeenCalled();
    expect(history.length).toBe(length + 1);
    expect(location.pathname + location.search + location.hash).toBe('/fr/produit?id=4#avis');
    expect(history.state).toEqual({ vitrine: true, scrollY: 250, key: expect.any(String) });
  });

  it('scrolls to the target with the -32 px offset and then ignores clicks for a while (spec 000 §9)', async () => {
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    click('<a href="#avis">Avis</a><h2 id="avis">Avis</h2>');
    await settle();

    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    const swallowed = vi.fn();
    document.addEventListener('click', swallowed);
    const followed = click('<a href="/fr/panier">Panier</a>');
    document.removeEventListener('click', swallowed);

    expect(followed).toBe(false);
    expect(swallowed).not.toHaveBeenCalled();
    expect(startVisit).not.toHaveBeenCalled();

    now += CLICK_SUPPRESSION_MS;
    expect(click('<a href="/fr/panier">Panier</a>')).toBe(false);
    expect(startVisit).toHaveBeenCalledTimes(1);
  });
});

describe('handleClick on skip links (issue 10 §2)', () => {
  it('takes focus to a focusable target, as the browser would, without a jump', () => {
    click(
      '<a href="#list-results">Aller aux résultats</a><div id="list-results" tabindex="-1"></div>',
    );

    const target = document.getElementById('list-results') as HTMLElement;
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('tabindex')).toBe('-1');
  });

  it('makes any other target the starting point of the next Tab, for as long as it has focus', () => {
    click('<a href="#avis">Avis</a><h2 id="avis">Avis</h2><button>Noter</button>');

    const heading = document.getElementById('avis') as HTMLElement;
    expect(document.activeElement).toBe(heading);
    (document.querySelector('button') as HTMLElement).focus();
    expect(heading.hasAttribute('tabindex')).toBe(false);
  });
});

describe('handleClick on confirm links', () => {
  it('asks with the link message and goes nowhere when the shopper cancels', async () => {
    fake.confirm.mockResolvedValue(false);

    const followed = click('<a href="/fr/panier/vider" data-confirm="Vider le panier ?">Vider</a>');
    await settle();

    expect(followed).toBe(false);
    expect(fake.confirm).toHaveBeenCalledWith({ message: 'Vider le panier ?' });
    expect(goTo).not.toHaveBeenCalled();
  });

  it('goes to the address once confirmed, fresh for a no-cache link', async () => {
    fake.confirm.mockResolvedValue(true);

    click('<a class="no-cache" href="/fr/panier/vider" data-confirm>Vider</a>');
    await settle();

    expect(fake.confirm).toHaveBeenCalledWith({});
    expect(goTo).toHaveBeenCalledWith(`${location.origin}/fr/panier/vider`, { noCache: true });
  });

  it('leaves a modified click on a confirm link to the browser', () => {
    expect(click('<a href="/fr/x" data-confirm="Sûr ?">x</a>', 'a', { shiftKey: true })).toBe(true);
    expect(fake.confirm).not.toHaveBeenCalled();
  });
});

describe('handleClick on modal links', () => {
  it('opens the address in a dialog titled by data-modal, or by the link text', async () => {
    click('<a href="/widget/guide" data-modal="Guide des tailles">Tailles</a>');
    click('<a href="/widget/cgv" data-modal data-modal-cache> Conditions </a>');
    await settle();

    expect(fake.openFragment).toHaveBeenNthCalledWith(
      1,
      `${location.origin}/widget/guide`,
      'Guide des tailles',
      '',
      { cache: false },
    );
    expect(fake.openFragment).toHaveBeenNthCalledWith(
      2,
      `${location.origin}/widget/cgv`,
      'Conditions',
      '',
      { cache: true },
    );
    expect(startVisit).not.toHaveBeenCalled();
  });

  it('leaves a modal link to another site to the browser', () => {
    expect(click('<a href="https://other.example/x" data-modal="x">x</a>')).toBe(true);
    expect(fake.openFragment).not.toHaveBeenCalled();
  });
});
