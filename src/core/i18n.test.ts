import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../test/dialogs';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { createI18n, loadI18n, resetI18n } from './i18n';

listen();

const dutch = {
  Core: {
    Close: 'Sluiten',
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

    expect(t('Core.Close')).toBe('Sluiten');
    expect(t('ShoppingCarts.Basket')).toBe('Winkelwagen');
  });

  it('shows the key itself for a string the dictionary lacks', async () => {
    serveStrings();

    const { t } = await loadI18n();

    expect(t('Core.BtnConfirm')).toBe('Core.BtnConfirm');
    expect(t('Catalog.NoProductFound')).toBe('Catalog.NoProductFound');
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

  it('logs a warning and shows keys when the server answers 500 (spec 000 §8)', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveStrings(() => new HttpResponse(null, { status: 500 }));

    const { t } = await loadI18n();

    expect(t('Core.Close')).toBe('Core.Close');
    expect(warnings).toHaveBeenCalledOnce();
    expect(warnings.mock.calls[0]?.[0]).toBe(
      '[vitrine] string resources for "nl" could not be loaded; showing keys',
    );
    // A warning only: no error modal for the translations.
    expect(shown(dialogs)).toEqual([]);
  });

  it('logs a warning and shows keys when the network fails', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveStrings(() => HttpResponse.error());

    const { t } = await loadI18n();

    expect(t('Core.Items', { count: 2 })).toBe('Core.Items');
    expect(warnings).toHaveBeenCalledOnce();
    expect(shown(dialogs)).toEqual([]);
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
