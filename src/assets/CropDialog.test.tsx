import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listen, server } from '../test/msw';
import { renderWithI18n } from '../test/renderWithI18n';
import CropDialog, { type CropDialogProps } from './CropDialog';

/**
 * react-easy-crop measures the image and its box, which jsdom cannot: a stand-in reports the
 * image loaded and a selection (the e2e spec drives the real one in Chromium).
 */
const selection = { x: -4, y: 10, width: 900, height: 674 };
let media = { naturalWidth: 1600, naturalHeight: 1200 };
const cropperProps = vi.fn();
vi.mock('react-easy-crop', () => ({
  default: (props: {
    image: string;
    zoom: number;
    maxZoom: number;
    onMediaLoaded: (media: object) => void;
    onCropComplete: (area: object, pixels: object) => void;
  }) => {
    cropperProps(props);
    // biome-ignore lint/correctness/useExhaustiveDependencies: reported once per image, as the real one does
    useEffect(() => {
      props.onMediaLoaded({ ...media, width: 1, height: 1 });
      props.onCropComplete({}, selection);
    }, [props.image]);
    return <button type="button" data-testid="cropper" />;
  },
}));
vi.mock('react-easy-crop/react-easy-crop.css', () => ({}));

listen();
afterEach(() => {
  cropperProps.mockReset();
  media = { naturalWidth: 1600, naturalHeight: 1200 };
});

const strings = {
  Core: { Cancel: 'Annuler', Close: 'Fermer', Loading: 'Chargement…' },
  AssetsLibrary: {
    Crop: 'Recadrer',
    CropTitle: 'Recadrer l’image',
    RotateLeft: 'Pivoter vers la gauche',
    RotateRight: 'Pivoter vers la droite',
  },
  AssetCrop: {
    Help: 'Taille minimale : {{width}} × {{height}} px.',
    Area: 'Partie de l’image à garder',
    ZoomIn: 'Agrandir',
    ZoomOut: 'Réduire',
    Selection: 'Sélection : {{width}} × {{height}} px',
    Failed: 'L’image n’a pas pu être recadrée.',
    RotateFailed: 'L’image n’a pas pu être pivotée.',
  },
  Manager: { NetworkError: 'Impossible de joindre le serveur.' },
};

const cropped = {
  guid: 'g1',
  name: 'photo.jpg',
  size: 1000,
  thumbnail_url: '/assets/temp/c1.jpg',
  fileType: 'Image',
  width: 800,
  height: 600,
  tmpName: 'c1.jpg',
};

async function open(props: Partial<CropDialogProps> = {}) {
  const onCropped = vi.fn();
  const onCancel = vi.fn();
  await renderWithI18n(
    <CropDialog
      image={{ tmpName: 't1.jpg', width: 1600, height: 1200 }}
      crop={{ width: 800, height: 600 }}
      onCropped={onCropped}
      onCancel={onCancel}
      {...props}
    />,
    strings,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Recadrer l’image' });
  return { dialog, scope: within(dialog), onCropped, onCancel, user: userEvent.setup() };
}

describe('the crop dialog (spec 000 §4, §5, §9)', () => {
  it('shows the temporary image with zoom bounds and the selection size', async () => {
    const { scope } = await open();
    const props = cropperProps.mock.calls.at(-1)?.[0];
    expect(props.image).toMatch(/\/assets\/temp\/t1\.jpg$/);
    expect(props.maxZoom).toBe(2);
    expect(props.aspect).toBeCloseTo(4 / 3);
    expect(props.disableAutomaticStylesInjection).toBe(true);
    // The selection clamped to the image (negative origin → 0), in the live region.
    expect(scope.getByRole('status').textContent).toBe('Sélection : 900 × 675 px');
  });

  it('zooms by buttons within the bounds', async () => {
    const { scope, user } = await open();
    const zoomIn = scope.getByRole('button', { name: 'Agrandir' });
    for (let i = 0; i < 6; i++) await user.click(zoomIn);
    expect(cropperProps.mock.calls.at(-1)?.[0].zoom).toBe(2);
    expect(zoomIn.getAttribute('aria-disabled')).toBe('true');
    await user.click(scope.getByRole('button', { name: 'Réduire' }));
    expect(cropperProps.mock.calls.at(-1)?.[0].zoom).toBe(1.75);
  });

  it('zooms with the + and − keys from the crop area', async () => {
    const { scope, user } = await open();
    scope.getByTestId('cropper').focus();
    await user.keyboard('+');
    expect(cropperProps.mock.calls.at(-1)?.[0].zoom).toBe(1.25);
    await user.keyboard('-');
    expect(cropperProps.mock.calls.at(-1)?.[0].zoom).toBe(1);
  });

  it('crops with the clamped box and the crop size, then hands the new image', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/assets/croptempimg/*', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json(cropped);
      }),
    );
    const { scope, user, onCropped } = await open();
    await user.click(scope.getByRole('button', { name: 'Recadrer' }));
    await waitFor(() => expect(onCropped).toHaveBeenCalledWith(cropped));
    expect(asked).toEqual(['/assets/croptempimg/t1.jpg/0/10/900/675/800/600']);
  });

  it('shows the server Error as it is and stays open (spec 000 §8)', async () => {
    server.use(
      http.get('*/assets/croptempimg/*', () => HttpResponse.json({ Error: 'Zone invalide.' })),
    );
    const { scope, user, onCropped } = await open();
    await user.click(scope.getByRole('button', { name: 'Recadrer' }));
    expect(await scope.findByText('Zone invalide.')).toBeTruthy();
    expect(scope.getByRole('alert').textContent).toBe('Zone invalide.');
    expect(onCropped).not.toHaveBeenCalled();
  });

  it('says the crop failed on a 500, and stays open', async () => {
    server.use(http.get('*/assets/croptempimg/*', () => new HttpResponse(null, { status: 500 })));
    const { scope, user, onCropped } = await open();
    await user.click(scope.getByRole('button', { name: 'Recadrer' }));
    await waitFor(() =>
      expect(scope.getByRole('alert').textContent).toBe('L’image n’a pas pu être recadrée.'),
    );
    expect(onCropped).not.toHaveBeenCalled();
  });

  it('says so on a network error and on a malformed answer', async () => {
    server.use(http.get('*/assets/croptempimg/*', () => HttpResponse.error()));
    const { scope, user } = await open();
    await user.click(scope.getByRole('button', { name: 'Recadrer' }));
    await waitFor(() =>
      expect(scope.getByRole('alert').textContent).toBe('Impossible de joindre le serveur.'),
    );
    server.use(http.get('*/assets/croptempimg/*', () => HttpResponse.json({ nope: 1 })));
    await user.click(scope.getByRole('button', { name: 'Recadrer' }));
    await waitFor(() =>
      expect(scope.getByRole('alert').textContent).toBe('L’image n’a pas pu être recadrée.'),
    );
  });

  it('offers no rotation unless asked and the image is square', async () => {
    const { scope } = await open({ rotate: true });
    expect(scope.queryByRole('button', { name: 'Pivoter vers la gauche' })).toBeNull();
  });

  it('turns a square image through the server and shows the new one', async () => {
    server.use(
      http.get('*/assets/rotatetempimg/t1.jpg/90', () =>
        HttpResponse.json({ ...cropped, tmpName: 'r1.jpg', width: 1200, height: 1200 }),
      ),
    );
    media = { naturalWidth: 1200, naturalHeight: 1200 };
    const { scope, user } = await open({
      rotate: true,
      image: { tmpName: 't1.jpg', width: 1200, height: 1200 },
    });
    await user.click(scope.getByRole('button', { name: 'Pivoter vers la droite' }));
    await waitFor(() =>
      expect(cropperProps.mock.calls.at(-1)?.[0].image).toMatch(/\/assets\/temp\/r1\.jpg\?v=1$/),
    );
  });

  it('cancels', async () => {
    const { scope, user, onCancel } = await open();
    await user.click(scope.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
