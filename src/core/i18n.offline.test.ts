/**
 * When neither the CMS's strings nor the bundle's own chunk can be had (issue 10 §6, spec 000
 * §8), widgets still mount and show keys: two warnings, no dialog.
 */
import { HttpResponse, http } from 'msw';
import { expect, it, vi } from 'vitest';
import { fakeDialogs, shown } from '../test/dialogs';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { loadI18n } from './i18n';

vi.mock('./strings/de.json', () => {
  throw new Error('the chunk is gone');
});

listen();

it('shows keys, with a warning for each source, when both fail', async () => {
  applyPageSettings({}, '/de/warenkorb');
  const dialogs = fakeDialogs();
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  server.use(
    http.get(
      '*/api/v1/localization/de/stringresources',
      () => new HttpResponse(null, { status: 503 }),
    ),
  );

  const { t } = await loadI18n();

  expect(t('Core.Close')).toBe('Core.Close');
  expect(warnings.mock.calls.map((call) => call[0])).toEqual([
    '[vitrine] string resources for "de" could not be loaded; using the bundle’s own',
    '[vitrine] the bundle’s strings for "de" could not be loaded',
  ]);
  expect(shown(dialogs)).toEqual([]);
});
