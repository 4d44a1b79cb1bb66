/**
 * The facet form loaded by ajax (spec 001 §7 ListFilter) in every failure of the fault matrix
 * (issue 16 §4, §5): it leaves them to the policy of spec 000 §8, and the list keeps working
 * without filters. A call that never answers ends after the time limit (decision 047).
 */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../../../src/test/dialogs';
import { fakeClock, never, passTime } from '../../../src/test/hung';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import filterPanel from './filterPanel';

listen();

const AT = '/fr/catalog/brand/kalvorn?filter=%7B%22Categories%22%3A%5B2%5D%7D';
let dialogs: FakeDialogs;

beforeEach(() => {
  dialogs = fakeDialogs();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

function mountEmpty(answer: () => Response | Promise<Response>) {
  server.use(http.get('*/widget/catalog/ListFilter', answer));
  const settings = applyPageSettings({}, AT);
  const host = document.createElement('div');
  host.innerHTML = '<p>Filtres</p>';
  document.body.append(host);
  const props = { refreshOnClick: true, autoSubmitDelay: 1000, collapseBelow: 768, brandId: 3 };
  filterPanel(host, props, widgetContext(host, { name: 'filter-panel', settings }));
  return host;
}

describe('filter panel: the facet form does not come', () => {
  it.each([
    ['a 401', () => new HttpResponse(null, { status: 401 }), [{ login: AT }]],
    ['a 404', () => new HttpResponse(null, { status: 404 }), []],
    ['a 500', () => new HttpResponse(null, { status: 500 }), [{ error: 'Manager.UnknowsErrors' }]],
    ['a network error', () => HttpResponse.error(), []],
  ])(
    'after %s: the policy shows what spec 000 §8 says, the panel keeps its content',
    async (_name, answer, expected) => {
      const host = mountEmpty(answer);

      await vi.waitFor(() => expect(host.hasAttribute('aria-busy')).toBe(false));

      expect(shown(dialogs)).toEqual(expected);
      expect(host.querySelector('form')).toBeNull();
      expect(host.textContent).toBe('Filtres');
    },
  );

  it('stays busy while the answer is on its way, then fails after the time limit', async () => {
    fakeClock();
    const host = mountEmpty(never);
    await passTime(0);
    expect(host.getAttribute('aria-busy')).toBe('true');

    await passTime();

    expect(host.hasAttribute('aria-busy')).toBe(false);
    expect(host.textContent).toBe('Filtres');
    expect(shown(dialogs)).toEqual([{ error: 'Manager.UnknowsErrors' }]);
  });
});
