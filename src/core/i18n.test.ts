import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../test/dialogs';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { createI18n, loadI18n, resetI18n } from './i18n';
import bundledNl from './strings/nl.json';

listen();

/** The CMS's words; `Close` differs from the bundle's on purpose, to see which one wins. */
const dutch = {
  Core: {
    Close: 'Dichtdoen',
    Items_one: '{{count}} artikel',
    Items_other: '{{count}} artikelen',
  },
  ShoppingCarts: { Basket: 'Winkelwagen' },
};

/** Serves the string resources of spec 000 §7 and counts the requests per culture. */
function serveStrings(answer: () => Response = () => HttpResponse.json(dutch)): string[] {
  const requested: string[] = [];
  server.use(
    http.get('*/api/v1/localization/:culture/stringresources', ({ request }) => {
      requested.push(new URL(request.url).pathname);
      return answer();
    }),
  );
  return requested;
}

let dialogs: FakeDialogs;

beforeEach(() => {
  resetI18n();
  applyPageSettings({ appPath: '/shop/' }, '/shop/nl/winkelwagen');
  dialogs = fakeDialogs();
});

describe('loadI18n', () => {
  it('fetches the string resources of the page culture once, however many widgets ask', async () => {
    const requested = serveStrings();

    const [first, second] = await Promise.all([loadI18n(), loadI18n()]);
    const third = await loadI18n();

    expect(requested).toEqual(['/shop/api/v1/localization/nl/stringresources']);
    expect(second).toBe(first);
    expect(third).toBe(first);
    // The locale of the page (decision 018): no country in the settings block, so the Netherlands.
    expect(first.language).toBe('nl-NL');
  });

  it('looks strings up by dotted key in the nested dictionary', async () => {
    serveStrings();

    const { t } = await loadI18n();

    expect(t('Core.Close')).toBe('Dichtdoen');
    expect(t('ShoppingCarts.Basket')).toBe('Winkelwagen');
  });

  it('completes what the CMS lacks with the bundle’s words, key by key: the CMS wins (issue 10 §6)', async () => {
    serveStrings();

    const i18n = await loadI18n();
    const added = new Promise<void>((resolve) => i18n.store.on('added', resolve));
    // The first lookup of a missing key shows the key and fetches the bundle's words.
    expect(i18n.t('Core.BtnConfirm')).toBe('Core.BtnConfirm');
    await added;

    expect(i18n.t('Core.BtnConfirm')).toBe(bundledNl.Core.BtnConfirm);
    expect(i18n.t('Catalog.NoProductFound')).toBe(bundledNl.Catalog.NoProductFound);
    expect(bundledNl.Core.Close).not.toBe('Dichtdoen');
    expect(i18n.t('Core.Close')).toBe('Dichtdoen');
    expect(i18n.t('Core.Items', { count: 3 })).toBe('3 artikelen');
    // A key neither knows shows itself.
    expect(i18n.t('Catalog.NoSuchKey')).toBe('Catalog.NoSuchKey');
  });

  it('fetches the bundle’s words once, however many keys are missing', async () => {
    serveStrings();
    const i18n = await loadI18n();
    const added = vi.fn();
    i18n.store.on('added', added);

    i18n.t('Core.BtnConfirm');
    i18n.t('Core.BtnBack');
    await vi.waitFor(() => expect(i18n.t('Core.BtnBack')).toBe(bundledNl.Core.BtnBack));
    i18n.t('Catalog.NoSuchKey');
    await Promise.resolve();

    expect(added).toHaveBeenCalledOnce();
  });

  it('picks the plural form by count (_one, _other)', async () => {
    serveStrings();

    const { t } = await loadI18n();

    expect(t('Core.Items', { count: 1 })).toBe('1 artikel');
    expect(t('Core.Items', { count: 3 })).toBe('3 artikelen');
  });

  it('picks plural forms the way Portugal does on a /pt/ page: zero takes _other', async () => {
    applyPageSettings({}, '/pt/carrinho');
    server.use(
      http.get('*/api/v1/localization/pt/stringresources', () =>
        HttpResponse.json({
          Core: { Items_one: '{{count}} artigo', Items_other: '{{count}} artigos' },
        }),
      ),
    );

    const { t, language } = await loadI18n();

    expect(language).toBe('pt-PT');
    expect(t('Core.Items', { count: 0 })).toBe('0 artigos');
    expect(t('Core.Items', { count: 1 })).toBe('1 artigo');
  });

  const warning = '[vitrine] string resources for "nl" could not be loaded; using the bundle’s own';

  it('logs a warning and speaks the bundle’s words when the server answers 500 (spec 000 §8)', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveStrings(() => new HttpResponse(null, { status: 500 }));

    const { t } = await loadI18n();

    expect(t('Core.Close')).toBe(bundledNl.Core.Close);
    expect(t('Consent.AcceptAll')).toBe(bundledNl.Consent.AcceptAll);
    expect(warnings).toHaveBeenCalledOnce();
    expect(warnings.mock.calls[0]?.[0]).toBe(warning);
    // A warning only: no error modal for the translations.
    expect(shown(dialogs)).toEqual([]);
  });

  it('speaks the bundle’s words when the network fails', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveStrings(() => HttpResponse.error());

    const { t } = await loadI18n();

    expect(t('ShoppingCarts.BasketSummaryLabel', { count: 2, total: '5 €' })).not.toMatch(
      /^ShoppingCarts/,
    );
    expect(warnings).toHaveBeenCalledOnce();
    expect(shown(dialogs)).toEqual([]);
  });

  it.each([
    ['a list', () => HttpResponse.json(['Sluiten'])],
    ['a bare string', () => HttpResponse.json('Sluiten')],
    [
      'broken JSON',
      () => new HttpResponse('{"Core":', { headers: { 'Content-Type': 'application/json' } }),
    ],
  ])('speaks the bundle’s words when the answer is %s', async (_, answer) => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveStrings(answer);

    const { t } = await loadI18n();

    expect(t('Core.Close')).toBe(bundledNl.Core.Close);
    expect(warnings.mock.calls[0]?.[0]).toBe(warning);
  });

  it('fetches again after resetI18n', async () => {
    const requested = serveStrings();

    await loadI18n();
    resetI18n();
    await loadI18n();

    expect(requested).toHaveLength(2);
  });
});

describe('createI18n', () => {
  it('makes an instance for one culture from a dictionary, without any request', async () => {
    const i18n = await createI18n('fr', { Core: { Close: 'Fermer' } });

    expect(i18n.t('Core.Close')).toBe('Fermer');
    expect(i18n.t('Core.Open')).toBe('Core.Open');
  });

  it('inserts values as they are, without HTML escaping (React escapes text)', async () => {
    const i18n = await createI18n('fr', { Sales: { Added: '{{name}} ajouté' } });

    expect(i18n.t('Sales.Added', { name: 'Tom & Jerry <DVD>' })).toBe('Tom & Jerry <DVD> ajouté');
  });
});
