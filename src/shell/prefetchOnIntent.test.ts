import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../test/settings';
import { PREFETCH_INTENT_MS } from './constants';
import { cancelIntent, prefetchOnIntent } from './prefetchOnIntent';
import { loadRuntime } from './startVisit';

// docs/decisions/008-page-shell.md ("Prefetch"): 80 ms of intent, never for modal, confirm or
// no-cache links, in-page anchors, links the shell would not load, nor with Save-Data.

const prefetch = vi.fn(() => Promise.resolve());

vi.mock('./startVisit', () => ({
  loadRuntime: vi.fn(() => Promise.resolve({ prefetch })),
  startVisit: vi.fn(),
  goTo: vi.fn(),
}));

beforeEach(() => {
  vi.useFakeTimers();
  applyPageSettings({}, '/fr/produit?id=4');
  prefetch.mockClear();
  vi.mocked(loadRuntime).mockClear();
  for (const type of ['mouseover', 'focusin']) document.addEventListener(type, prefetchOnIntent);
  document.addEventListener('mouseout', cancelIntent);
});

afterEach(() => {
  for (const type of ['mouseover', 'focusin']) document.removeEventListener(type, prefetchOnIntent);
  document.removeEventListener('mouseout', cancelIntent);
  vi.useRealTimers();
});

/** Puts `html` in the page and moves the pointer (or the focus) onto its first link. */
function intentOn(html: string, type: 'mouseover' | 'focusin' = 'mouseover'): HTMLElement {
  document.body.innerHTML = html;
  const link = document.querySelector('a') as HTMLElement;
  link.dispatchEvent(new Event(type, { bubbles: true }));
  return link;
}

/** Lets the intent delay pass and the runtime promise settle. */
async function wait(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('prefetchOnIntent', () => {
  it('fetches the page of a link after 80 ms over it, not before', async () => {
    intentOn('<a href="/fr/panier"><span>Panier</span></a>');

    await wait(PREFETCH_INTENT_MS - 1);
    expect(prefetch).not.toHaveBeenCalled();
    await wait(1);

    expect(prefetch).toHaveBeenCalledWith(`${location.origin}/fr/panier`);
  });

  it('starts loading the visit machinery at once, so a quick click finds it', () => {
    intentOn('<a href="/fr/panier">Panier</a>');

    expect(loadRuntime).toHaveBeenCalledTimes(1);
  });

  it('works for keyboard focus as for the pointer', async () => {
    intentOn('<a href="/fr/panier">Panier</a>', 'focusin');
    await wait(PREFETCH_INTENT_MS);

    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('forgets the intent when the pointer leaves before the delay', async () => {
    const link = intentOn('<a href="/fr/panier">Panier</a>');
    link.dispatchEvent(new Event('mouseout', { bubbles: true }));
    await wait(PREFETCH_INTENT_MS);

    expect(prefetch).not.toHaveBeenCalled();
  });

  it('keeps only the last of two quick intents', async () => {
    intentOn('<a href="/fr/panier">Panier</a>');
    await wait(PREFETCH_INTENT_MS / 2);
    intentOn('<a href="/fr/velos">Vélos</a>');
    await wait(PREFETCH_INTENT_MS);

    expect(prefetch.mock.calls).toEqual([[`${location.origin}/fr/velos`]]);
  });

  it.each([
    ['a modal link', '<a href="/fr/guide" data-modal>Guide</a>'],
    ['a confirm link', '<a href="/fr/vider" data-confirm="Sûr ?">Vider</a>'],
    ['a no-cache link', '<a class="no-cache" href="/fr/panier">Panier</a>'],
    ['an in-page anchor', '<a href="#avis">Avis</a>'],
    ['another culture', '<a href="/nl/winkelwagen">NL</a>'],
    ['an opted-out link', '<a href="/fr/panier" data-no-ajax>Panier</a>'],
    [
      'a link the CMS keeps from prefetching',
      '<a href="/fr/compte" data-prefetch="false">Compte</a>',
    ],
    ['no link at all', '<a name="haut">Haut</a>'],
  ])('fetches nothing for %s', async (_name, html) => {
    intentOn(html);
    await wait(PREFETCH_INTENT_MS);

    expect(prefetch).not.toHaveBeenCalled();
    expect(loadRuntime).not.toHaveBeenCalled();
  });

  it('fetches nothing when the shopper asks to save data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    intentOn('<a href="/fr/panier">Panier</a>');
    await wait(PREFETCH_INTENT_MS);

    expect(prefetch).not.toHaveBeenCalled();
  });

  it('stays quiet when the address refused an earlier prefetch (no answer to wait for)', async () => {
    prefetch.mockReturnValueOnce(undefined as unknown as Promise<void>);
    intentOn('<a href="/fr/compte">Compte</a>');

    await expect(wait(PREFETCH_INTENT_MS)).resolves.toBeUndefined();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when the prefetch fails: the click will fetch the page itself', async () => {
    prefetch.mockRejectedValueOnce(new TypeError('offline'));
    intentOn('<a href="/fr/panier">Panier</a>');

    await expect(wait(PREFETCH_INTENT_MS)).resolves.toBeUndefined();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
