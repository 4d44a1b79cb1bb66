import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedAsset } from '../../../src/api/assets';
import fr from '../../../src/core/strings/fr.json';
import type { UploadOptions } from '../../../src/core/upload';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import type { Props } from './index';
import MultiFile from './MultiFile';

/** The uploads the test answers by hand (src/core/upload.ts is XMLHttpRequest). */
const calls: Array<{ options: UploadOptions; resolve: (data: unknown) => void }> = [];
vi.mock('../../../src/core/upload', async (original) => ({
  ...(await original<typeof import('../../../src/core/upload')>()),
  upload: (options: UploadOptions) =>
    new Promise((resolve, reject) => {
      options.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      );
      calls.push({ options, resolve: (data) => resolve({ data }) });
    }),
}));

listen();
beforeEach(() => {
  calls.length = 0;
  applyPageSettings({}, '/fr/editor/products/1');
});

/** The bundle's own words (src/core/strings, from the demo's family strings). */
const strings = fr;
const types = { Image: '.jpg,.png', Document: '.pdf' };
const saved: Record<string, { Name: string; Uri: string; Width?: number }> = {
  '11': { Name: 'facade.jpg', Uri: '/assets/files/11/facade.jpg', Width: 800 },
  '12': { Name: 'notice.pdf', Uri: '/assets/files/12/notice.pdf' },
};

function answerAssets() {
  server.use(
    http.get('*/api/v1/assetslibrary/assets/:id', ({ params }) => {
      const asset = saved[String(params.id)];
      if (!asset) return new HttpResponse(null, { status: 404 });
      return HttpResponse.json({
        AssetId: Number(params.id),
        OriginalFileName: asset.Name,
        Height: null,
        ...asset,
      });
    }),
  );
}

async function setup(over: Partial<Props> = {}, required = '') {
  const props: Props = { uid: 'p1', assets: '', fileTypes: types, ...over };
  const form = document.createElement('form');
  form.dataset.uploadUrl = '/fr/editor/assets/upload';
  document.body.append(form);
  // The widget's element is inside its form from the start, as on a page.
  const append = document.body.append;
  document.body.append = (...nodes) => form.append(...nodes);
  try {
    await renderWithI18n(<MultiFile {...props} />, strings, 'fr', required);
  } finally {
    document.body.append = append;
  }
  return { user: userEvent.setup({ applyAccept: false }), form };
}

const posted = (form: HTMLFormElement) =>
  [...new FormData(form).entries()].map(([name, value]) => `${name}=${String(value)}`);
const names = () =>
  screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0,
]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const uploaded = (over: Partial<UploadedAsset>): UploadedAsset => ({
  guid: 'g-1',
  name: 'photo.png',
  size: PNG.length,
  thumbnail_url: '/assets/temp/thumb-1.png',
  fileType: 'Image',
  width: 10,
  height: 10,
  tmpName: 'tmp-1.png',
  ...over,
});
const problems = (form: HTMLFormElement) =>
  [...form.querySelectorAll('[data-upload-state=failed] .vitrine-uploads__problem')].map(
    (line) => line.textContent,
  );
const picker = (form: HTMLFormElement) =>
  form.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;

describe('multi-file: saved assets and their order (spec 000 §3)', () => {
  it('reads the saved assets, keeps one it cannot read, and posts them in order', async () => {
    answerAssets();
    const { form } = await setup({ assets: '12,11,99' });
    await waitFor(() => expect(names()).toEqual(['notice.pdf', 'facade.jpg', '99']));
    expect(
      screen.getByText('Ce fichier n’a pas pu être chargé ; il reste dans la liste.'),
    ).toBeTruthy();
    expect(form.querySelectorAll('img')).toHaveLength(1);
    expect(posted(form)).toEqual([
      'asset-12=12',
      'asset-12-name=notice.pdf',
      'asset-11=11',
      'asset-11-name=facade.jpg',
      'asset-99=99',
      'asset-99-name=99',
      'list-assets-orders-p1=12,11,99',
      'AssetsLoaded-p1=true',
    ]);
  });

  it('moves by buttons, keeps the focus and announces the position (WCAG 2.5.7)', async () => {
    answerAssets();
    const { user, form } = await setup({ assets: '11,12' });
    await waitFor(() => expect(names()).toEqual(['facade.jpg', 'notice.pdf']));
    await user.click(screen.getByRole('button', { name: 'Descendre facade.jpg' }));
    expect(names()).toEqual(['notice.pdf', 'facade.jpg']);
    // At the end its down button is disabled: the focus goes to its up button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Monter facade.jpg' }));
    expect(screen.getByText('facade.jpg déplacé en position 2 sur 2.')).toBeTruthy();
    expect(posted(form)).toContain('list-assets-orders-p1=12,11');
  });

  it('moves with Alt+Arrow keys on the item’s controls', async () => {
    answerAssets();
    const { user, form } = await setup({ assets: '11,12' });
    await waitFor(() => expect(names()).toHaveLength(2));
    screen.getByRole('textbox', { name: 'Nom affiché de notice.pdf' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(names()).toEqual(['notice.pdf', 'facade.jpg']);
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Nom affiché de notice.pdf' }),
    );
    expect(posted(form)).toContain('list-assets-orders-p1=12,11');
    await user.keyboard('{Alt>}{End}{/Alt}');
    expect(names()).toEqual(['facade.jpg', 'notice.pdf']);
  });

  it('moves by drag and drop onto another item', async () => {
    answerAssets();
    const { form } = await setup({ assets: '11,12' });
    await waitFor(() => expect(names()).toHaveLength(2));
    const [first, second] = [...form.querySelectorAll('li[data-asset]')] as HTMLElement[];
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(first?.querySelector('[draggable]') as Element, { dataTransfer });
    fireEvent.dragOver(second as Element, { dataTransfer });
    fireEvent.drop(second as Element, { dataTransfer });
    expect(names()).toEqual(['notice.pdf', 'facade.jpg']);
    expect(posted(form)).toContain('list-assets-orders-p1=12,11');
  });

  it('renames and removes from the list (the asset itself is not deleted)', async () => {
    answerAssets();
    const { user, form } = await setup({ assets: '11,12' });
    await waitFor(() => expect(names()).toHaveLength(2));
    const name = screen.getByRole('textbox', { name: 'Nom affiché de notice.pdf' });
    await user.clear(name);
    expect(posted(form)).toContain('asset-12-name=notice.pdf');
    await user.type(name, 'Mode d’emploi');
    await user.click(screen.getByRole('button', { name: 'Retirer facade.jpg de cette liste' }));
    expect(names()).toEqual(['Mode d’emploi']);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Retirer Mode d’emploi de cette liste' }),
    );
    expect(posted(form)).toEqual([
      'asset-12=12',
      'asset-12-name=Mode d’emploi',
      'list-assets-orders-p1=12',
      'AssetsLoaded-p1=true',
    ]);
  });
});

describe('multi-file: uploads (spec 000 §4, §5, §8)', () => {
  it('says "please put a correct file" for a type outside the map, and for a .png that is a PDF', async () => {
    const { user, form } = await setup();
    expect(screen.getByText('Aucun fichier pour l’instant.')).toBeTruthy();
    await user.upload(picker(form), [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      new File([PDF], 'fake.png', { type: 'image/png' }),
    ]);
    await waitFor(() =>
      expect(problems(form)).toEqual([
        'Veuillez choisir un fichier d’un type autorisé.',
        'Veuillez choisir un fichier d’un type autorisé.',
      ]),
    );
    expect(calls).toHaveLength(0);
    expect(posted(form)).toEqual(['list-assets-orders-p1=', 'AssetsLoaded-p1=false']);
  });

  it('sends several files with their progress, cancels one, adds the others', async () => {
    const { user, form } = await setup();
    await user.upload(picker(form), [
      new File([PNG], 'photo.png', { type: 'image/png' }),
      new File([PDF], 'plan.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => calls[0]?.options.onProgress?.({ loaded: 8, total: 16, percent: 50 }));
    expect(screen.getByText(/\(50 %\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /plan\.pdf/ }));
    await act(async () => calls[0]?.resolve([uploaded({})]));
    await waitFor(() => expect(names()).toEqual(['photo.png']));
    expect(form.querySelector('[data-upload-state=cancelled]')?.textContent).toContain('plan.pdf');
    expect(form.querySelector('img')?.getAttribute('src')).toBe('/assets/temp/thumb-1.png');
    expect(posted(form)).toEqual([
      'asset-g-1=tmp-1.png',
      'asset-g-1-name=photo.png',
      'list-assets-orders-p1=g-1',
      'AssetsLoaded-p1=true',
    ]);
  });

  it('refuses an answer whose fileType is not in the map', async () => {
    const { user, form } = await setup({ fileTypes: { Document: '.pdf' } });
    await user.upload(picker(form), [new File([PDF], 'plan.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.resolve([uploaded({ name: 'plan.pdf', fileType: 'Video' })]));
    await waitFor(() =>
      expect(problems(form)).toEqual(['Veuillez choisir un fichier d’un type autorisé.']),
    );
    expect(posted(form)).toContain('AssetsLoaded-p1=false');
  });

  it('ticks the required box once an asset exists', async () => {
    const { user, form } = await setup(
      {},
      '<input type="checkbox" name="Images-required" value="true" data-asset-required data-val="true" data-val-required="Ajoutez un fichier">',
    );
    const box = form.querySelector<HTMLInputElement>('input[data-asset-required]');
    expect(box?.checked).toBe(false);
    await user.upload(picker(form), [new File([PNG], 'photo.png', { type: 'image/png' })]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.resolve([uploaded({})]));
    await waitFor(() => expect(box?.checked).toBe(true));
  });

  it('takes files dropped from the desktop on the widget', async () => {
    const { form } = await setup();
    const widget = form.querySelector('.vitrine-multi-file') as HTMLElement;
    const dataTransfer = {
      types: ['Files'],
      files: [new File([PDF], 'plan.pdf', { type: 'application/pdf' })],
      dropEffect: '',
    };
    fireEvent.dragOver(widget, { dataTransfer });
    expect(widget.classList.contains('is-file-over')).toBe(true);
    fireEvent.drop(widget, { dataTransfer });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.options.file.name).toBe('plan.pdf');
    await act(async () =>
      calls[0]?.resolve([uploaded({ name: 'plan.pdf', fileType: 'Document', tmpName: 't.pdf' })]),
    );
    await waitFor(() => expect(names()).toEqual(['plan.pdf']));
  });
});
