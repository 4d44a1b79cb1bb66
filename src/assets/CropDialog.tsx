/**
 * The crop dialog of the image flow (issue 14; spec 000 §4, §5, §8, §9): the just-uploaded
 * temporary image in a 568×400 box (smaller on a phone, same ratio), a selection of the crop
 * size's ratio that can never be smaller than the crop size (the zoom stops there), then
 * `GET {app}/assets/croptempimg/…` whose `Error` is shown as it is (spec 000 §8).
 *
 * react-easy-crop (about 8 kB gzip) lives in this dialog's chunk only (CropDialogLazy.tsx). Its
 * keyboard moves the selection (arrows); we add + and − keys, labelled zoom and rotate buttons and a live
 * region giving the selection's size. Its styles are shipped in cropDialog.css rather than
 * injected as a <style> (the page's CSP gives no nonce to a library).
 *
 * The image shown is the temporary file, already upright: the server turns a photo by its
 * EXIF orientation when it stores the upload (a phone photo taken sideways, orientation 6,
 * shows and crops upright), so the box is in pixels of what the editor sees.
 */
import { type KeyboardEvent, useId, useState } from 'react';
import Cropper, { type Area, type MediaSize, type Point } from 'react-easy-crop';
import { cropImage, rotateImage, type UploadedAsset } from '../api/assets';
import { failureMessage } from '../core/errorPolicy';
import { useTranslation } from '../core/react/translation';
import { LoadingButton } from '../ui/LoadingButton';
import { Modal } from '../ui/Modal';
import { CROP_BOX, canRotate, cropBoxOf, type Size, stepZoom, zoomBounds } from './cropBox';
import { tempImageUrl } from './cropSource';
import 'react-easy-crop/react-easy-crop.css';
import './cropDialog.css';

export interface CropDialogProps {
  /** The temporary image (an upload's answer: tmpName, width, height). */
  image: Pick<UploadedAsset, 'tmpName' | 'width' | 'height'>;
  /** The crop size of the widget (`data-crop`). */
  crop: Size;
  /** Rotate buttons for a square image (`data-rotate="true"`). */
  rotate?: boolean;
  /** The cropped temporary image, to add. */
  onCropped: (image: UploadedAsset) => void;
  onCancel: () => void;
}

type Busy = 'crop' | 'rotate' | undefined;

export default function CropDialog({ image, crop, rotate, onCropped, onCancel }: CropDialogProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const [current, setCurrent] = useState({ tmpName: image.tmpName, version: 0 });
  const [size, setSize] = useState<Size | undefined>(
    image.width && image.height ? { width: image.width, height: image.height } : undefined,
  );
  const [position, setPosition] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [busy, setBusy] = useState<Busy>();
  /** A server's `Error`, shown as it is, or the key of our own sentence. */
  const [error, setError] = useState<{ text: string } | { key: string }>();

  const bounds = size ? zoomBounds(size, crop) : { minZoom: 1, maxZoom: 1 };
  const box = area && size ? cropBoxOf(area, size, crop) : undefined;

  const onMediaLoaded = (media: MediaSize) =>
    setSize({ width: media.naturalWidth, height: media.naturalHeight });

  async function confirm() {
    if (!box || busy) return;
    setBusy('crop');
    setError(undefined);
    try {
      const answer = await cropImage(current.tmpName, box, crop);
      if ('Error' in answer) setError({ text: answer.Error });
      else onCropped(answer);
    } catch (failure) {
      const key = failureMessage(failure, { fallback: 'AssetCrop.Failed', serverMessage: 'none' });
      if (key) setError({ key });
    } finally {
      setBusy(undefined);
    }
  }

  async function turn(degrees: 90 | 270) {
    if (busy) return;
    setBusy('rotate');
    setError(undefined);
    try {
      const answer = await rotateImage(current.tmpName, degrees);
      if ('Error' in answer) setError({ text: answer.Error });
      else {
        setCurrent((was) => ({ tmpName: answer.tmpName, version: was.version + 1 }));
        setPosition({ x: 0, y: 0 });
        setZoom(1);
      }
    } catch (failure) {
      const key = failureMessage(failure, {
        fallback: 'AssetCrop.RotateFailed',
        serverMessage: 'none',
      });
      if (key) setError({ key });
    } finally {
      setBusy(undefined);
    }
  }

  const zoomBy = (direction: 1 | -1) => setZoom((was) => stepZoom(was, direction, bounds));
  /** + and − zoom from the crop area, as its arrows move it (react-easy-crop has no zoom key). */
  const zoomKeys = (event: KeyboardEvent) => {
    const direction = ({ '+': 1, '=': 1, '-': -1, '−': -1 } as const)[event.key];
    if (!direction) return;
    event.preventDefault();
    zoomBy(direction);
  };
  const showRotate = rotate && size !== undefined && canRotate(size);

  return (
    <Modal
      title={t('AssetsLibrary.CropTitle')}
      onClose={onCancel}
      className="vitrine-crop-dialog"
      footer={
        <>
          <button type="button" className="vitrine-button" onClick={onCancel}>
            {t('Core.Cancel')}
          </button>
          <LoadingButton
            className="vitrine-button--primary"
            loading={busy === 'crop'}
            disabled={!box || busy === 'rotate'}
            onClick={() => void confirm()}
          >
            {t('AssetsLibrary.Crop')}
          </LoadingButton>
        </>
      }
    >
      <p id={helpId} className="vitrine-crop-dialog__help">
        {t('AssetCrop.Help', { width: crop.width, height: crop.height })}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys of the focusable crop area inside, bubbling up */}
      <div
        className="vitrine-crop-dialog__box"
        style={{ maxWidth: CROP_BOX.width, aspectRatio: `${CROP_BOX.width} / ${CROP_BOX.height}` }}
        onKeyDown={zoomKeys}
      >
        <Cropper
          image={tempImageUrl(current.tmpName, current.version)}
          crop={position}
          zoom={zoom}
          minZoom={bounds.minZoom}
          maxZoom={bounds.maxZoom}
          aspect={crop.width / crop.height}
          zoomSpeed={0.25}
          onCropChange={setPosition}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          onMediaLoaded={onMediaLoaded}
          disableAutomaticStylesInjection
          mediaProps={{ alt: '' }}
          cropperProps={{
            role: 'group',
            'aria-label': t('AssetCrop.Area'),
            'aria-describedby': helpId,
          }}
        />
      </div>
      <div className="vitrine-crop-dialog__tools">
        <button
          type="button"
          className="vitrine-button"
          onClick={() => zoomBy(-1)}
          aria-disabled={zoom <= bounds.minZoom}
        >
          {t('AssetCrop.ZoomOut')}
        </button>
        <button
          type="button"
          className="vitrine-button"
          onClick={() => zoomBy(1)}
          aria-disabled={zoom >= bounds.maxZoom}
        >
          {t('AssetCrop.ZoomIn')}
        </button>
        {showRotate ? (
          <>
            <LoadingButton loading={busy === 'rotate'} onClick={() => void turn(270)}>
              {t('AssetsLibrary.RotateLeft')}
            </LoadingButton>
            <LoadingButton loading={busy === 'rotate'} onClick={() => void turn(90)}>
              {t('AssetsLibrary.RotateRight')}
            </LoadingButton>
          </>
        ) : null}
      </div>
      <p className="vitrine-crop-dialog__size" role="status" data-crop-size>
        {box
          ? t('AssetCrop.Selection', { width: box.width, height: box.height })
          : t('Core.Loading')}
      </p>
      <p className="vitrine-crop-dialog__error" role="alert" data-crop-error>
        {error ? ('text' in error ? error.text : t(error.key)) : null}
      </p>
    </Modal>
  );
}
