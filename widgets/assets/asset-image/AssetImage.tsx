/**
 * The asset image widget (issue 14; spec 000 §2, §3, §4, §5, §8): the images of one form field
 * as thumbnails, an upload with progress (src/assets), images only, then the image flow of
 * spec 000 §4: no crop size or the same size → added; smaller than the crop size → the
 * `AssetsLibrary.MinimumSize` error; otherwise the crop dialog (its own chunk), then added.
 * The hidden fields of spec 000 §3 always match the list; the required-asset checkbox is
 * ticked while an image is held (its validation message cleared when one is added).
 */
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { rotateImage, type UploadedAsset } from '../../../src/api/assets';
import { LazyCropDialog } from '../../../src/assets/CropDialogLazy';
import {
  canRotate,
  cropDecision,
  minimumSizeMessage,
  parseCropSize,
} from '../../../src/assets/cropBox';
import { useFileDrop } from '../../../src/assets/FilePicker';
import { multipleFields, singleFields } from '../../../src/assets/fields';
import { HiddenFields } from '../../../src/assets/HiddenFields';
import { findRequiredCheckbox, RequiredCheckbox } from '../../../src/assets/RequiredCheckbox';
import { UploadControls } from '../../../src/assets/UploadControls';
import { savedIds, uploadedLine, useAssetLines } from '../../../src/assets/useAssetLines';
import { useUploads } from '../../../src/assets/useUploads';
import { failureMessage } from '../../../src/core/errorPolicy';
import { formatLabel } from '../../../src/core/format';
import { useTranslation } from '../../../src/core/react/translation';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import { showField } from '../../../src/forms/messages';
import { ImageItem } from './ImageItem';
import type { Props } from './index';
import './assetImage.css';

/** spec 000 §7 "target URL taken from the form": the enclosing form's data-upload-url. */
const uploadUrlOf = (element: Element): string | undefined =>
  element.closest('form')?.getAttribute('data-upload-url') || undefined;

/** spec 000 §4 "validation errors clear when an asset is added" (src/forms shows them). */
const clearValidation = (field: HTMLInputElement) => {
  if (field.classList.contains('input-validation-error')) showField(field, undefined);
};

export default function AssetImage(props: Props) {
  const { uid, accept, multiple, maxFileSize, maxFiles, rotate } = props;
  const { t, i18n } = useTranslation();
  const context = useWidgetContext();
  const crop = useMemo(() => parseCropSize(props.crop), [props.crop]);
  const [required] = useState(() => findRequiredCheckbox(context.fallback()));
  const url = useMemo(() => uploadUrlOf(context.element), [context.element]);
  const ids = useMemo(
    () => savedIds(multiple, props.assetId, props.assets),
    [multiple, props.assetId, props.assets],
  );
  const images = useAssetLines(ids, multiple);
  const { lines } = images;
  /** Images waiting for the crop dialog, one at a time. */
  const [toCrop, setToCrop] = useState<UploadedAsset[]>([]);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState('');
  const [turning, setTurning] = useState<string>();
  const picker = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const added = (asset: UploadedAsset) => {
    images.add([uploadedLine(asset)]);
    setSaid(t('AssetCrop.Added', { name: asset.name }));
  };
  const held = useRef(lines.length + toCrop.length);
  held.current = lines.length + toCrop.length;
  const uploads = useUploads({
    url: url ?? '',
    rules: { accept, maxFileSize, maxFiles: multiple ? maxFiles : undefined },
    held: () => (multiple ? held.current : 0),
    imagesOnly: true,
    onUploaded: (assets) => {
      setProblem('');
      for (const asset of assets) {
        const decision = cropDecision(asset, crop);
        if (decision.kind === 'add') added(asset);
        else if (decision.kind === 'crop') setToCrop((all) => [...all, asset]);
        else
          setProblem(
            formatLabel(
              asset.name,
              minimumSizeMessage(t('AssetsLibrary.MinimumSize'), decision.minimum),
              i18n.language,
            ),
          );
      }
    },
  });
  const choose = useCallback(
    (files: File[]) => void uploads.add(multiple ? files : files.slice(0, 1)),
    [uploads.add, multiple],
  );
  const drop = useFileDrop(choose, !url);
  const cropping = toCrop[0];
  const nextCrop = () => setToCrop((all) => all.slice(1));

  async function turn(id: string, tmpName: string, degrees: 90 | 270) {
    setTurning(id);
    setProblem('');
    try {
      const answer = await rotateImage(tmpName, degrees);
      if ('Error' in answer) setProblem(answer.Error);
      else {
        const name = lines.find((line) => line.entry.id === id)?.entry.name ?? answer.name;
        const line = uploadedLine(answer);
        images.replace(id, { ...line, entry: { ...line.entry, name, originalName: name } });
        setSaid(t('AssetCrop.Rotated', { name }));
      }
    } catch (failure) {
      const key = failureMessage(failure, {
        fallback: 'AssetCrop.RotateFailed',
        serverMessage: 'none',
      });
      if (key) setProblem(t(key));
    } finally {
      setTurning(undefined);
    }
  }

  const removeLine = (index: number) => {
    const line = lines[index];
    if (!line) return;
    images.remove(line.entry.id);
    setSaid(t('AssetCrop.Removed', { name: line.entry.name || line.entry.id }));
    // Focus goes to the next image's remove button, else the previous one's, else the picker.
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1];
    (next ?? picker.current?.querySelector('button'))?.focus();
  };

  const entries = lines.map((line) => line.entry);
  const fields = multiple ? multipleFields(uid, entries) : singleFields(uid, entries[0]);

  return (
    <div
      className={`vitrine-asset-field vitrine-asset-image${drop.over ? ' is-drop-target' : ''}`}
      aria-busy={lines.some((line) => line.status === 'loading')}
      {...drop.handlers}
    >
      {lines.length === 0 ? (
        <p className="vitrine-asset-field__empty">{t('AssetCrop.NoImage')}</p>
      ) : (
        <ul ref={list} className="vitrine-asset-image__list" aria-label={t('AssetCrop.Images')}>
          {lines.map((line, index) => (
            <ImageItem
              key={line.entry.id}
              line={line}
              rotatable={rotate && Boolean(line.entry.tmpName) && canRotate(line)}
              turning={turning === line.entry.id}
              onRotate={(degrees) => void turn(line.entry.id, line.entry.tmpName ?? '', degrees)}
              onRemove={() => removeLine(index)}
            />
          ))}
        </ul>
      )}
      <UploadControls
        pickerRef={picker}
        uploads={uploads}
        accept={accept}
        maxFileSize={maxFileSize}
        multiple={multiple}
        disabled={!url}
        label={!multiple && lines.length > 0 ? t('AssetsLibrary.Replace') : undefined}
        onFiles={choose}
      />
      <p className="vitrine-asset-image__problem" role="alert" data-asset-problem>
        {problem}
      </p>
      <p className="vitrine-visually-hidden" role="status">
        {said}
      </p>
      <HiddenFields fields={fields} />
      {required && (
        <RequiredCheckbox source={required} count={lines.length} onFilled={clearValidation} />
      )}
      {cropping && crop ? (
        <Suspense fallback={null}>
          <LazyCropDialog
            key={cropping.guid}
            image={cropping}
            crop={crop}
            rotate={rotate}
            onCropped={(image) => {
              added({ ...image, name: cropping.name });
              nextCrop();
            }}
            onCancel={nextCrop}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
