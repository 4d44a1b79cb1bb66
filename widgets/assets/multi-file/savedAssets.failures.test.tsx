/**
 * The editors' saved assets read again as a widget mounts (issue 16 §4, §5): a 401 opens the
 * login modal once (spec 000 §8), and a read that never answers ends after the time limit
 * (decision 047); each line then says it could not be loaded and keeps its id. 500: each
 * widget's own test.
 */
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../../../src/test/dialogs';
import { fakeClock, never, passTime } from '../../../src/test/hung';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import AssetFile from '../asset-file/AssetFile';
import MultiFile from './MultiFile';

listen();
let dialogs: FakeDialogs;

beforeEach(() => {
  applyPageSettings({}, '/fr/editor/pages/1');
  dialogs = fakeDialogs();
});
afterEach(() => {
  vi.useRealTimers();
});

const answer = (respond: () => Response | Promise<Response>) =>
  server.use(http.get('*/api/v1/assetslibrary/assets/:id', respond));

/** The widget inside the form that names the upload address, as on an editor's page. */
async function mount(widget: 'asset-file' | 'multi-file') {
  const form = document.createElement('form');
  form.dataset.uploadUrl = '/fr/editor/assets/upload';
  document.body.append(form);
  const append = document.body.append;
  document.body.append = (...nodes) => form.append(...nodes);
  try {
    await renderWithI18n(
      widget === 'asset-file' ? (
        <AssetFile uid="doc" multiple={false} assetId="77" />
      ) : (
        <MultiFile uid="p1" assets="11,12" fileTypes={{ Document: '.pdf' }} />
      ),
    );
  } finally {
    document.body.append = append;
  }
  return form;
}

describe('saved assets that cannot be read', () => {
  it('asset-file: a 401 opens the login modal; the line says so and keeps the id', async () => {
    answer(() => new HttpResponse(null, { status: 401 }));
    const form = await mount('asset-file');

    expect(await screen.findByText('AssetsLibrary.LoadFailed')).toBeTruthy();
    expect(shown(dialogs)).toEqual([{ login: '/fr/editor/pages/1' }]);
    expect(new FormData(form).get('AssetId-doc')).toBe('77');
  });

  it('multi-file: a 401 opens the login modal once for all the assets', async () => {
    answer(() => new HttpResponse(null, { status: 401 }));
    await mount('multi-file');

    expect(await screen.findAllByText('AssetOrder.LoadFailed')).toHaveLength(2);
    expect(shown(dialogs)).toEqual([{ login: '/fr/editor/pages/1' }]);
  });

  it('asset-file: says the asset could not be loaded once the read has not come in time', async () => {
    fakeClock();
    answer(never);
    const form = await mount('asset-file');
    expect(screen.queryByText('AssetsLibrary.LoadFailed')).toBeNull();

    await passTime();

    expect(screen.getByText('AssetsLibrary.LoadFailed')).toBeTruthy();
    expect(new FormData(form).get('AssetId-doc')).toBe('77');
    expect(shown(dialogs)).toEqual([]);
  });
});
