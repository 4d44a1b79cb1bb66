/**
 * The multi-file asset widget (issue 14; spec 000 §2-§5, §7, §8): see index.ts. The list is
 * the saved assets (read as the widget mounts) then the uploads, in the order the editor
 * gives; the hidden fields of multiple mode follow that order (src/assets/fields.ts).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { UploadedAsset } from '../../../src/api/assets';
import { FilePicker, useFileDrop } from '../../../src/assets/FilePicker';
import { multipleFields } from '../../../src/assets/fields';
import { MESSAGES } from '../../../src/assets/fileChecks';
import { HiddenFields } from '../../../src/assets/HiddenFields';
import { findRequiredCheckbox, RequiredCheckbox } from '../../../src/assets/RequiredCheckbox';
import { UploadList } from '../../../src/assets/UploadList';
import type { Announcement, UploadItem } from '../../../src/assets/uploadQueue';
import { useReorder } from '../../../src/assets/useReorder';
import { useUploads } from '../../../src/assets/useUploads';
import { useTranslation } from '../../../src/core/react/translation';
import { useWidgetContext } from '../../../src/core/react/WidgetContext';
import { AssetItem } from './AssetItem';
import {
  acceptOf,
  type Item,
  insertUploaded,
  isAllowedType,
  rankOf,
  uploadedItem,
} from './fileTypes';
import type { Props } from './index';
import './multiFile.css';
import { idsOf, useSavedAssets } from './useSavedAssets';

/** spec 000 §5: the multi-file widget says "please put a correct file" for a type refused. */
const PUT_CORRECT_FILE = { key: MESSAGES.putCorrectFile };
function correctFile(line: UploadItem): UploadItem {
  const { state } = line;
  return state.status === 'failed' && 'key' in state.problem && state.problem.key === MESSAGES.type
    ? { ...line, state: { status: 'failed', problem: PUT_CORRECT_FILE } }
    : line;
}
const correctAnnouncement = (said: Announcement | undefined): Announcement | undefined =>
  said?.problem && 'key' in said.problem && said.problem.key === MESSAGES.type
    ? { ...said, problem: PUT_CORRECT_FILE }
    : said;

export default function MultiFile({
  uid,
  assets,
  fileTypes,
  accept: narrowed,
  maxFileSize,
  maxFiles,
}: Props) {
  const { t } = useTranslation();
  const { element, fallback } = useWidgetContext();
  const id = useId();
  const [items, setItems] = useState<Item[]>([]);
  /** Files the server took but whose fileType the map has not (refused after the upload). */
  const [refused, setRefused] = useState<UploadItem[]>([]);
  const [notice, setNotice] = useState('');
  const listStart = useRef<HTMLDivElement>(null);
  const current = useRef(items);
  current.current = items;
  const requiredBox = useMemo(() => findRequiredCheckbox(fallback()), [fallback]);

  const loading = useSavedAssets(assets, (saved) => setItems((added) => [...saved, ...added]));
  const url = element.closest('form')?.dataset.uploadUrl;
  const accept = acceptOf(fileTypes, narrowed);

  // spec 000 §3: the answer's fileType must be a key of the map, else "put a correct file".
  const onUploaded = useCallback(
    (answered: UploadedAsset[], line: UploadItem) => {
      const allowed = answered.filter((asset) => isAllowedType(fileTypes, asset.fileType));
      if (allowed.length < answered.length) {
        const failed: UploadItem = {
          ...line,
          key: `${line.key}-type`,
          state: { status: 'failed', problem: PUT_CORRECT_FILE },
        };
        setRefused((list) => [...list, failed]);
      }
      if (allowed.length === 0) return;
      const rank = rankOf(line.key);
      const added = allowed.map((asset) => ({ ...uploadedItem(asset), rank }));
      setItems((list) => insertUploaded(list, added));
    },
    [fileTypes],
  );
  const uploads = useUploads({
    url: url ?? '',
    rules: {
      accept,
      ...(maxFileSize ? { maxFileSize } : {}),
      ...(maxFiles ? { maxFiles } : {}),
    },
    held: () => current.current.length + (loading ? idsOf(assets).length : 0),
    onUploaded,
  });
  useEffect(() => {
    if (!url) console.error(`[vitrine] multi-file ${uid}: its form has no data-upload-url`);
  }, [url, uid]);

  const reorder = useReorder<Item>({
    items,
    keyOf: (item) => item.id,
    onReorder: setItems,
    sentence: (item, position, count) =>
      t('AssetOrder.Moved', { name: item.name || item.originalName, position, count }),
  });

  const rename = (key: string, name: string) =>
    setItems((list) => list.map((item) => (item.id === key ? { ...item, name } : item)));
  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    const next = items.filter((_, at) => at !== index);
    const neighbour = next[index] ?? next[index - 1];
    if (neighbour) reorder.focusAfterRender(neighbour.id, 'remove');
    else listStart.current?.querySelector('button')?.focus();
    setItems(next);
    setNotice(t('AssetOrder.Removed', { name: item.name || item.originalName }));
  };
  const dismiss = (key: string) => {
    setRefused((list) => list.filter((line) => line.key !== key));
    uploads.dismiss(key);
    listStart.current?.querySelector('button')?.focus();
  };
  const addFiles = (files: File[]) => void uploads.add(files);
  // Files dropped from the desktop anywhere on the widget are chosen files too.
  const drop = useFileDrop(addFiles, !url);
  const fields = loading
    ? // Until the saved assets are read, they are posted as they were.
      idsOf(assets).map((saved): [string, string] => [`asset-${saved}`, saved])
    : // A name left empty posts the name first given.
      multipleFields(
        uid,
        items.map((item) => ({ ...item, name: item.name.trim() || item.originalName })),
      );

  return (
    <div
      className={`vitrine-multi-file${drop.over ? ' is-file-over' : ''}`}
      aria-busy={loading}
      {...drop.handlers}
    >
      {requiredBox && <RequiredCheckbox source={requiredBox} count={items.length} />}
      <HiddenFields fields={fields} />
      <div ref={listStart} className="vitrine-multi-file__picker">
        <FilePicker
          accept={accept}
          maxFileSize={maxFileSize}
          multiple
          disabled={!url}
          onFiles={addFiles}
        >
          {t('AssetOrder.Add')}
        </FilePicker>
        {maxFiles ? (
          <p className="vitrine-multi-file__hint">
            {t('AssetOrder.MaxFiles', { count: maxFiles })}
          </p>
        ) : null}
      </div>
      <UploadList
        items={[...uploads.items.map(correctFile), ...refused]}
        announcement={correctAnnouncement(uploads.announcement)}
        onCancel={uploads.cancel}
        onDismiss={dismiss}
      />
      {loading ? (
        <p className="vitrine-multi-file__status">{t('AssetOrder.Loading')}</p>
      ) : items.length === 0 ? (
        <p className="vitrine-multi-file__status">{t('AssetOrder.Empty')}</p>
      ) : (
        <>
          <p id={`${id}-how`} className="vitrine-multi-file__hint">
            {t('AssetOrder.Instructions')}
          </p>
          <ol
            className="vitrine-multi-file__list"
            aria-label={t('AssetOrder.List')}
            aria-describedby={`${id}-how`}
          >
            {items.map((item, index) => (
              <AssetItem
                key={item.id}
                item={item}
                index={index}
                count={items.length}
                reorder={reorder}
                onRename={(name) => rename(item.id, name)}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        </>
      )}
      <p className="vitrine-visually-hidden" aria-live="polite" data-order-live="">
        {reorder.announcement}
      </p>
      <p className="vitrine-visually-hidden" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
