import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../core/frame';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { visit } from './visit';

// issue 16 §2: the new page is drawn before its scripts and widgets start.
vi.mock('../core/frame', () => ({ afterPaint: vi.fn(() => Promise.resolve()) }));

listen();

const page = `<!doctype html><html lang="fr"><head><title>Vélos</title></head><body>
  <main data-page-region><h1>Vélos</h1>
    <script>document.body.dataset.ran = 'yes'</script></main></body></html>`;

beforeEach(() => {
  applyPageSettings({}, '/fr/');
  document.body.innerHTML = '<main data-page-region><h1>Accueil</h1></main>';
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  server.use(http.get('*/fr/velos', () => HttpResponse.html(page)));
});

describe('visit and the first frame', () => {
  it('swaps the region, waits for the paint, and only then runs the new scripts', async () => {
    let paint: () => void = () => {};
    vi.mocked(afterPaint).mockReturnValueOnce(new Promise((resolve) => (paint = resolve)));

    const visiting = visit(new URL('/fr/velos', location.origin), { mode: 'push' });
    await vi.waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Vélos'));
    await Promise.resolve();

    expect(document.body.dataset.ran).toBeUndefined();
    expect(document.documentElement.classList.contains('is-leaving')).toBe(false);
    paint();
    await visiting;

    expect(document.body.dataset.ran).toBe('yes');
  });
});
