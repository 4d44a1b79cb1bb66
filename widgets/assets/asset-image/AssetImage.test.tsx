import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadedAsset } from '../../../src/api/assets';
import { createI18n } from '../../../src/core/i18n';
import { I18nProvider } from '../../../src/core/react/translation';
import { WidgetContextValue } from '../../../src/core/react/WidgetContext';
import { SETTINGS_ELEMENT_ID } from '../../../src/core/settings';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import AssetImage from './AssetImage';
import type { Props } from './index';

/** The upload answers what the test says (src/core/upload.ts is tested on its own). */
const answers: UploadedAsset[][] = [];
vi.mock('../../../src/core/upload', async (original) => ({
  ...(await original<typeof import('../../../src/core/upload')>()),
  upload: vi.fn(async () => ({ data: answers.shift() ?? [] })),
}));
/** react-easy-crop measures what jsdom cannot: a stand-in reports a selection. */
vi.mock('react-easy-crop', () => ({
  default: (props: {
    onMediaLoaded: (media: object) => void;
    onCropComplete: (area: object, pixels: object) => void;
  }) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: reported once, as the real one does
    useEffect(() => {
      props.onMediaLoaded({ naturalWidth: 1600, naturalHeight: 1200 });
      props.onCropComplete({}, { x: 0, y: 0, width: 800, height: 600 });
    }, []);
    return <div />;
  },
}));
vi.mock('react-easy-crop/react-easy-crop.css', () => ({}));

listen();
afterEach(() => {
  answers.length = 0;
});

const strings = {
  Core: { Cancel: 'Annuler', Close: 'Fermer', Loading: 'Chargement…' },
  AssetsLibrary: {
    Upload: 'Ajouter un fichier',
    Replace: 'Remplacer le fichier',
    MinimumSize: 'Taille minimale :',
    EncodeCorrectImage: 'Veuillez choisir une image valide.',
    Crop: 'Recadrer',
    CropTitle: 'Recadrer l’image',
    LoadFailed: 'Le fichier {{id}} n’a pas pu être lu.',
  },
  AssetCrop: {
    Images: 'Images',
    NoImage: 'Aucune image.',
    Remove: 'Retirer {{name}} de cette liste',
    Added: 'Image ajoutée : {{name}}',
    Rotated: 'Image pivotée : {{name}}',
    RotateLeftOf: 'Pivoter {{name}} vers la gauche',
    RotateRightOf: 'Pivoter {{name}} vers la droite',
    ZoomIn: 'Agrandir',
    ZoomOut: 'Réduire',
    Selection: 'Sélection : {{width}} × {{height}} px',
  },
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const png = (name: string) =>
  new File([new Uint8Array([...PNG, 1, 2, 3])], name, { type: 'image/png' });
const uploaded = (over: Partial<UploadedAsset>): UploadedAsset => ({
  guid: 'g1',
  name: 'photo.png',
  size: 19,
  thumbnail_url: '/assets/temp/t1.png',
  fileType: 'Image',
  width: 800,
  height: 600,
  tmpName: 't1.png',
  ...over,
});

async function mount(props: Partial<Props> = {}) {
  if (!document.getElementById(SETTINGS_ELEMENT_ID)) applyPageSettings({}, '/fr/');
  const i18n = await createI18n('fr', strings);
  const form = document.createElement('form');
  form.setAttribute('data-upload-url', '/fr/editor/assets/upload');
  const element = document.createElement('div');
  form.append(element);
  document.body.append(form);
  const all: Props = {
    uid: 'cover',
    accept: '.png,.jpg',
    multiple: false,
    rotate: false,
    ...props,
  };
  render(
    <I18nProvider i18n={i18n}>
      <WidgetContextValue.Provider value={widgetContext(element)}>
        <AssetImage {...all} />
      </WidgetContextValue.Provider>
    </I18nProvider>,
    { container: element },
  );
  const input = element.querySelector<HTMLInputElement>('input[type="file"]');
  const hidden = () =>
    [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((field) => [
      field.name,
      field.value,
    ]);
  return { form, input: input as HTMLInputElement, hidden, user: userEvent.setup() };
}

describe('asset image widget (spec 000 §2-§5)', () => {
  it('shows the saved image as a thumbnail with its hidden fields', async () => {
    server.use(
      http.get('*/api/v1/assetslibrary/assets/9101', () =>
        HttpResponse.json({
          AssetId: 9101,
          Name: 'Couverture',
          OriginalFileName: 'cover.jpg',
          Uri: '/assets/files/9101/cover.jpg',
          Width: 800,
          Height: 600,
        }),
      ),
    );
    const { hidden } = await mount({ assetId: '9101' });
    const image = await screen.findByRole('img', { name: 'Couverture' });
    expect(image.getAttribute('src')).toBe('/assets/files/9101/cover.jpg');
    expect(hidden()).toEqual([
      ['AssetId-cover', '9101'],
      ['AssetName-cover', ''],
      ['AssetLoadedcover', 'true'],
      ['asset-cover-name', 'Couverture'],
      ['asset-cover-name-changed', 'false'],
    ]);
  });

  it('says when a saved image cannot be read, and keeps its id', async () => {
    server.use(
      http.get('*/api/v1/assetslibrary/assets/9101', () => new HttpResponse(null, { status: 500 })),
    );
    const { hidden } = await mount({ assetId: '9101' });
    expect(await screen.findByText('Le fichier 9101 n’a pas pu être lu.')).toBeTruthy();
    expect(hidden()[0]).toEqual(['AssetId-cover', '9101']);
  });

  it('adds an upload of the crop size at once (spec 000 §4)', async () => {
    answers.push([uploaded({})]);
    const { input, user, hidden } = await mount({ crop: '800,600' });
    await user.upload(input, png('photo.png'));
    expect(await screen.findByRole('img', { name: 'photo.png' })).toBeTruthy();
    expect(hidden().slice(0, 3)).toEqual([
      ['AssetId-cover', ''],
      ['AssetName-cover', 't1.png'],
      ['AssetLoadedcover', 'true'],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an image smaller than the crop size with the minimum size', async () => {
    answers.push([uploaded({ width: 700, height: 600 })]);
    const { input, user, hidden } = await mount({ crop: '800,600' });
    await user.upload(input, png('photo.png'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'photo.png\u00a0: Taille minimale : 800px x 600px',
      ),
    );
    expect(hidden()[2]).toEqual(['AssetLoadedcover', 'false']);
  });

  it('refuses an answer that is not an image (spec 000 §5)', async () => {
    answers.push([uploaded({ fileType: 'Document' })]);
    const { input, user } = await mount();
    await user.upload(input, png('photo.png'));
    expect(await screen.findByText('Veuillez choisir une image valide.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('opens the crop dialog for a larger image, then adds the cropped one', async () => {
    answers.push([uploaded({ width: 1600, height: 1200 })]);
    server.use(
      http.get('*/assets/croptempimg/t1.png/0/0/800/600/800/600', () =>
        HttpResponse.json(uploaded({ guid: 'g2', tmpName: 'c1.png', name: 'c1.png' })),
      ),
    );
    const { input, user, hidden } = await mount({ crop: '800,600' });
    await user.upload(input, png('photo.png'));
    const dialog = await screen.findByRole('dialog', { name: 'Recadrer l’image' });
    await user.click(within(dialog).getByRole('button', { name: 'Recadrer' }));
    expect(await screen.findByRole('img', { name: 'photo.png' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hidden()[1]).toEqual(['AssetName-cover', 'c1.png']);
  });

  it('crops several uploads one after the other, in multiple mode', async () => {
    answers.push(
      [uploaded({ guid: 'a', name: 'a.png', tmpName: 'a.png', width: 1600, height: 1200 })],
      [uploaded({ guid: 'b', name: 'b.png', tmpName: 'b.png', width: 1600, height: 1200 })],
    );
    server.use(
      http.get('*/assets/croptempimg/:tmp/0/0/800/600/800/600', ({ params }) =>
        HttpResponse.json(uploaded({ guid: `c-${params.tmp}`, tmpName: `c-${params.tmp}` })),
      ),
    );
    const { input, user, hidden } = await mount({ crop: '800,600', multiple: true });
    await user.upload(input, [png('a.png'), png('b.png')]);
    for (const name of ['a.png', 'b.png']) {
      const dialog = await screen.findByRole('dialog', { name: 'Recadrer l’image' });
      await user.click(within(dialog).getByRole('button', { name: 'Recadrer' }));
      expect(await screen.findByRole('img', { name })).toBeTruthy();
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hidden()).toEqual([
      ['asset-c-a.png', 'c-a.png'],
      ['asset-c-a.png-name', 'a.png'],
      ['asset-c-b.png', 'c-b.png'],
      ['asset-c-b.png-name', 'b.png'],
      ['list-assets-orders-cover', 'c-a.png,c-b.png'],
      ['AssetsLoaded-cover', 'true'],
    ]);
  });

  it('turns a square upload and removes an image', async () => {
    answers.push([uploaded({ width: 500, height: 500 })]);
    server.use(
      http.get('*/assets/rotatetempimg/t1.png/270', () =>
        HttpResponse.json(
          uploaded({ guid: 'g3', tmpName: 'r1.png', width: 500, height: 500, name: 'x' }),
        ),
      ),
    );
    const { input, user, hidden } = await mount({ rotate: true });
    await user.upload(input, png('photo.png'));
    await user.click(
      await screen.findByRole('button', { name: 'Pivoter photo.png vers la gauche' }),
    );
    await waitFor(() => expect(hidden()[1]).toEqual(['AssetName-cover', 'r1.png']));
    expect(screen.getByRole('img', { name: 'photo.png' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retirer photo.png de cette liste' }));
    expect(screen.getByText('Aucune image.')).toBeTruthy();
    expect(hidden()[2]).toEqual(['AssetLoadedcover', 'false']);
  });

  it('shows no rotate buttons for an image that is not square', async () => {
    answers.push([uploaded({})]);
    const { input, user } = await mount({ rotate: true });
    await user.upload(input, png('photo.png'));
    await screen.findByRole('img', { name: 'photo.png' });
    expect(screen.queryByRole('button', { name: /Pivoter/ })).toBeNull();
  });
});
