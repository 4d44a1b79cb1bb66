import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { savedIds } from '../../../src/assets/useAssetLines';
import { createI18n } from '../../../src/core/i18n';
import { I18nProvider } from '../../../src/core/react/translation';
import { WidgetContextValue } from '../../../src/core/react/WidgetContext';
import { fakeDialogs } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import AssetFile from './AssetFile';
import type { Props } from './index';

listen();

beforeEach(() => {
  applyPageSettings({}, '/fr/editor/pages/1');
  fakeDialogs();
});

const PDF = '%PDF-1.7\n%âãÏÓ\n1 0 obj\n';
const pdf = (name = 'plan.pdf') => new File([PDF], name, { type: 'application/pdf' });

const saved = (id: string, name: string) =>
  http.get(`*/api/v1/assetslibrary/assets/${id}`, () =>
    HttpResponse.json({
      AssetId: Number(id),
      Name: name,
      OriginalFileName: name,
      Uri: `/assets/files/${id}/${name}`,
      Width: null,
      Height: null,
    }),
  );

let uploaded = 0;
const uploads = () =>
  http.post('*/fr/editor/assets/upload', async ({ request }) => {
    const file = (await request.formData()).get('file') as File;
    uploaded += 1;
    return HttpResponse.json([
      {
        guid: `g${uploaded}`,
        // jsdom's XMLHttpRequest sends a file as "blob": the name is the server's.
        name: `upload-${uploaded}.pdf`,
        size: file.size,
        thumbnail_url: null,
        fileType: 'Document',
        width: null,
        height: null,
        tmpName: `tmp${uploaded}.pdf`,
      },
    ]);
  });

const base: Props = { uid: 'doc', multiple: false };

async function mount(props: Partial<Props> = {}, fallbackHtml = '') {
  const form = document.createElement('form');
  form.setAttribute('data-upload-url', '/fr/editor/assets/upload');
  const element = document.createElement('div');
  form.append(element);
  document.body.append(form);
  const i18n = await createI18n('fr', {});
  render(
    <I18nProvider i18n={i18n}>
      <WidgetContextValue.Provider value={widgetContext(element, { fallbackHtml })}>
        <AssetFile {...base} {...props} />
      </WidgetContextValue.Provider>
    </I18nProvider>,
    { container: element },
  );
  const fields = () =>
    Object.fromEntries(
      [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]),
    );
  const names = () => [...new FormData(form).keys()];
  const choose = (...files: File[]) =>
    userEvent.upload(element.querySelector('input[type="file"]') as HTMLInputElement, files);
  return { form, element, fields, names, choose };
}

describe('savedIds (spec 000 §3)', () => {
  it('reads the asset id in single mode and the list in multiple mode', () => {
    expect(savedIds(false, '12')).toEqual(['12']);
    expect(savedIds(false, undefined, '4,5')).toEqual(['4']);
    expect(savedIds(true, undefined, ' 4, 5,,4,0')).toEqual(['4', '5']);
    expect(savedIds(false, '')).toEqual([]);
  });
});

describe('asset-file, single mode (spec 000 §3 hidden fields)', () => {
  it('says it is empty and posts the five fields empty', async () => {
    const { fields, names } = await mount();
    expect(screen.getByText('AssetsLibrary.NoFile')).toBeTruthy();
    expect(names()).toEqual([
      'AssetId-doc',
      'AssetName-doc',
      'AssetLoadeddoc',
      'asset-doc-name',
      'asset-doc-name-changed',
    ]);
    expect(fields()['AssetLoadeddoc']).toBe('false');
  });

  it('loads the saved asset, then a new upload replaces it', async () => {
    server.use(saved('9001', 'guide.pdf'), uploads());
    const { fields, choose } = await mount({ assetId: '9001' });
    expect(screen.getByText('AssetsLibrary.LoadingFile')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'guide.pdf' });
    expect(link.getAttribute('href')).toBe('/assets/files/9001/guide.pdf');
    expect(fields()).toMatchObject({ 'AssetId-doc': '9001', 'asset-doc-name': 'guide.pdf' });

    await choose(pdf());
    await screen.findByText(/^upload-\d+\.pdf/);
    expect(screen.queryByRole('link')).toBeNull();
    expect(fields()).toEqual({
      'AssetId-doc': '',
      'AssetName-doc': expect.stringMatching(/^tmp\d+\.pdf$/),
      AssetLoadeddoc: 'true',
      'asset-doc-name': expect.stringMatching(/^upload-\d+\.pdf$/),
      'asset-doc-name-changed': 'false',
    });
  });

  it('keeps the id of a saved asset it could not read, and says so', async () => {
    server.use(
      http.get('*/api/v1/assetslibrary/assets/77', () => new HttpResponse(null, { status: 500 })),
    );
    const { fields } = await mount({ assetId: '77' });
    expect(await screen.findByText('AssetsLibrary.LoadFailed')).toBeTruthy();
    expect(fields()['AssetId-doc']).toBe('77');
  });

  it('renames by keyboard: Enter saves, Escape cancels, focus comes back', async () => {
    server.use(saved('9001', 'guide.pdf'));
    const { fields } = await mount({ assetId: '9001' });
    const rename = await screen.findByRole('button', { name: 'AssetsLibrary.Rename (guide.pdf)' });
    rename.focus();
    await userEvent.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'AssetsLibrary.NewName' });
    expect(document.activeElement).toBe(input);
    await userEvent.keyboard('{Control>}a{/Control}Nouveau{Escape}');
    expect(fields()['asset-doc-name']).toBe('guide.pdf');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'AssetsLibrary.Rename (guide.pdf)' }),
      ),
    );

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Control>}a{/Control}Guide 2026{Enter}');
    expect(fields()).toMatchObject({
      'AssetId-doc': '9001',
      'asset-doc-name': 'Guide 2026',
      'asset-doc-name-changed': 'true',
    });
    expect(screen.getByRole('link', { name: 'Guide 2026' })).toBeTruthy();
  });

  it('removes from this list (not from the library) and moves focus to the picker', async () => {
    server.use(saved('9001', 'guide.pdf'));
    const { fields } = await mount({ assetId: '9001' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'AssetsLibrary.RemoveFromList (guide.pdf)' }),
    );
    expect(fields()).toMatchObject({ 'AssetId-doc': '', AssetLoadeddoc: 'false' });
    expect(document.activeElement?.textContent).toBe('AssetsLibrary.Upload');
    expect(screen.getByText('AssetsLibrary.Removed')).toBeTruthy();
  });

  it('refuses a .pdf that is not a PDF without sending it', async () => {
    const { choose, fields } = await mount({ accept: '.pdf' });
    await choose(new File(['GIF89a0000000000'], 'fake.pdf'));
    expect(await screen.findByText('AssetsLibrary.FileTypeNotAllowed')).toBeTruthy();
    expect(fields()['AssetLoadeddoc']).toBe('false');
  });

  it('says a failed upload on its line and keeps the saved asset', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      saved('9001', 'guide.pdf'),
      http.post('*/fr/editor/assets/upload', () => new HttpResponse(null, { status: 500 })),
    );
    const { choose, fields } = await mount({ assetId: '9001' });
    await screen.findByRole('link', { name: 'guide.pdf' });
    await choose(pdf());
    const line = (await screen.findByText('AssetsLibrary.UploadFailed')).closest('li');
    expect(line?.getAttribute('data-upload-state')).toBe('failed');
    expect(fields()['AssetId-doc']).toBe('9001');
  });
});

describe('asset-file, multiple mode', () => {
  it('adds after the saved files and posts them in order', async () => {
    server.use(saved('4', 'a.pdf'), saved('5', 'b.pdf'), uploads());
    const { fields, choose } = await mount({ multiple: true, assets: '4,5' });
    await screen.findByRole('link', { name: 'b.pdf' });
    await choose(pdf('c.pdf'), pdf('d.pdf'));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
    const order = fields()['list-assets-orders-doc']?.split(',');
    expect(order?.slice(0, 2)).toEqual(['4', '5']);
    expect(order).toHaveLength(4);
    expect(fields()['AssetsLoaded-doc']).toBe('true');
    expect(fields()[`asset-${order?.[2]}`]).toMatch(/^tmp\d+\.pdf$/);
    const list = screen.getByRole('list', { name: 'AssetsLibrary.FileList' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('refuses files beyond the maximum number', async () => {
    server.use(saved('4', 'a.pdf'), uploads());
    await mount({ multiple: true, assets: '4', maxFiles: 2 });
    await screen.findByRole('link', { name: 'a.pdf' });
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, [
      pdf('c.pdf'),
      pdf('d.pdf'),
    ]);
    expect(await screen.findByText('AssetsLibrary.MaxNumberOfFiles')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(1));
  });
});

describe('asset-file, required asset (spec 000 §4)', () => {
  it('ticks the server checkbox while a file is held, and tells src/forms it changed', async () => {
    server.use(uploads());
    const { form, choose } = await mount(
      {},
      '<input type="checkbox" name="HasFile" data-asset-required data-val="true" data-val-required="Requis"><span class="field-validation-valid" data-valmsg-for="HasFile"></span>',
    );
    const box = form.querySelector<HTMLInputElement>('input[name="HasFile"]');
    expect(box?.checked).toBe(false);
    expect(form.querySelector('[data-valmsg-for="HasFile"]')?.className).toBe(
      'field-validation-valid',
    );
    // src/forms validates a checkbox again on its change (src/forms/delegate.ts).
    const changed = vi.fn((event: Event) => (event.target as HTMLInputElement).checked);
    form.addEventListener('change', changed);
    await choose(pdf());
    await waitFor(() => expect(box?.checked).toBe(true));
    expect(changed).toHaveLastReturnedWith(true);
  });
});
