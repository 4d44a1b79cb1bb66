/**
 * The asset file widget (issue 14; spec 000 §2, §3, §4, §5, §8): the files of one form field,
 * an upload with progress (src/assets), rename and "remove from this list", the hidden fields
 * of spec 000 §3 always matching the list, and the required-asset checkbox ticked while a file
 * is held (src/forms validates it again on its change, so its message clears when one is added).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useFileDrop } from '../../../src/assets/FilePicker';
import { multipleFields, singleFields } from '../../../src/assets/fields';
import { HiddenFields } from '../../../src/assets/HiddenFields';
import {
  findMessage,
  findRequiredCheckbox,
  RequiredCheckbox,
} from '../../../src/assets/RequiredCheckbox';
import { UploadControls } from '../../../src/assets/UploadControls';
import { savedIds, uploadedLine, useAssetLines } from '../../../src/assets/useAssetLines';
import { useUploads } from '../../../src/assets/useUploads';
import { useTranslation } from '../../../src/core/react/translation';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import { AssetLineItem } from './AssetLineItem';
import type { Props } from './index';
import './assetFile.css';

/** spec 000 §7 "target URL taken from the form": the enclosing form's data-upload-url. */
export const uploadUrlOf = (element: Element): string | undefined =>
  element.closest('form')?.getAttribute('data-upload-url') || undefined;

export default function AssetFile(props: Props) {
  const { uid, accept, multiple, maxFileSize, maxFiles } = props;
  const { t } = useTranslation();
  const context = useWidgetContext();
  const [required] = useState(() => {
    const nodes = context.fallback();
    const source = findRequiredCheckbox(nodes);
    return source && { source, message: findMessage(nodes, source.name) };
  });
  const url = useMemo(() => uploadUrlOf(context.element), [context.element]);
  const ids = useMemo(
    () => savedIds(multiple, props.assetId, props.assets),
    [multiple, props.assetId, props.assets],
  );
  const { lines, add, rename, remove } = useAssetLines(ids, multiple);
  const [said, setSaid] = useState('');
  const picker = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const held = useRef(lines.length);
  held.current = lines.length;
  const uploads = useUploads({
    url: url ?? '',
    rules: { accept, maxFileSize, maxFiles: multiple ? maxFiles : undefined },
    held: () => (multiple ? held.current : 0),
    onUploaded: (assets) => add(assets.map(uploadedLine)),
  });
  const choose = useCallback(
    (files: File[]) => void uploads.add(multiple ? files : files.slice(0, 1)),
    [uploads.add, multiple],
  );
  const drop = useFileDrop(choose, !url);

  const removeLine = (index: number) => {
    const line = lines[index];
    if (!line) return;
    remove(line.entry.id);
    setSaid(t('AssetsLibrary.Removed', { name: line.entry.name || line.entry.id }));
    // Focus goes to the next file's remove button, else the previous one's, else the picker.
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1];
    (next ?? picker.current?.querySelector('button'))?.focus();
  };

  const entries = lines.map((line) => line.entry);
  const fields = multiple ? multipleFields(uid, entries) : singleFields(uid, entries[0]);
  const loading = lines.some((line) => line.status === 'loading');

  return (
    <div
      className={`vitrine-asset-field vitrine-asset-file${drop.over ? ' is-drop-target' : ''}`}
      aria-busy={loading}
      {...drop.handlers}
    >
      {lines.length === 0 ? (
        <p className="vitrine-asset-field__empty">{t('AssetsLibrary.NoFile')}</p>
      ) : (
        <ul
          ref={list}
          className="vitrine-asset-file__list"
          aria-label={t('AssetsLibrary.FileList')}
        >
          {lines.map((line, index) => (
            <AssetLineItem
              key={line.entry.id}
              line={line}
              onRename={(name) => {
                rename(line.entry.id, name);
                setSaid(t('AssetsLibrary.Renamed', { name: line.entry.name, newName: name }));
              }}
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
      <p className="vitrine-visually-hidden" role="status">
        {said}
      </p>
      <HiddenFields fields={fields} />
      {required && (
        // spec 000 §4 "validation errors clear when an asset is added": the checkbox's change
        // is validated again by src/forms (src/forms/delegate.ts), which clears its message.
        <RequiredCheckbox {...required} count={lines.length} />
      )}
    </div>
  );
}
