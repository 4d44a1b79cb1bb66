/**
 * One file of the asset file widget (issue 14; spec 000 §2 "rename, delete, list of names"):
 * its name (a link to a saved file), rename in place (Enter saves, Escape cancels, focus comes
 * back to the rename button) and "remove from this list", which only takes it out of this
 * form (deleting an asset from the library is another action).
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { AssetLine } from '../../../src/assets/useAssetLines';
import { Whose } from '../../../src/assets/Whose';
import { useTranslation } from '../../../src/core/react/translation';

interface AssetLineItemProps {
  line: AssetLine;
  onRename: (name: string) => void;
  onRemove: () => void;
}

export function AssetLineItem({ line, onRename, onRemove }: AssetLineItemProps) {
  const { t } = useTranslation();
  const { entry, status, uri } = line;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(entry.name);
  const renameButton = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);
  const inputId = useId();

  useEffect(() => {
    if (editing) {
      field.current?.focus();
      field.current?.select();
    } else if (wasEditing.current) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const save = () => {
    const name = draft.trim();
    if (name && name !== entry.name) onRename(name);
    setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter must not submit the editor's form.
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setEditing(false);
    }
  };

  if (status === 'loading')
    return (
      <li className="vitrine-asset-file__line is-loading" aria-busy="true">
        <span className="vitrine-spinner" aria-hidden="true" />
        {t('AssetsLibrary.LoadingFile', { id: entry.id })}
      </li>
    );

  const name = entry.name || entry.id;
  return (
    <li className={`vitrine-asset-file__line is-${status}`} data-asset={entry.id}>
      {editing ? (
        <span className="vitrine-asset-file__rename">
          <label htmlFor={inputId} className="vitrine-visually-hidden">
            {t('AssetsLibrary.NewName', { name })}
          </label>
          <input
            ref={field}
            id={inputId}
            className="vitrine-asset-file__input"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="vitrine-button" onClick={save}>
            {t('AssetsLibrary.SaveName')}
          </button>
          <button
            type="button"
            className="vitrine-button vitrine-button--quiet"
            onClick={() => setEditing(false)}
          >
            {t('AssetsLibrary.CancelRename')}
          </button>
        </span>
      ) : (
        <span className="vitrine-asset-file__name">
          {status === 'failed' ? (
            <span className="vitrine-asset-file__problem">
              {t('AssetsLibrary.LoadFailed', { id: entry.id })}
            </span>
          ) : uri ? (
            <a href={uri}>{name}</a>
          ) : (
            <>
              {name}{' '}
              <span className="vitrine-asset-file__new">({t('AssetsLibrary.NewUpload')})</span>
            </>
          )}
        </span>
      )}
      {!editing && (
        <span className="vitrine-asset-file__actions">
          {status === 'ready' && (
            <button
              ref={renameButton}
              type="button"
              className="vitrine-button vitrine-button--quiet"
              onClick={() => {
                setDraft(entry.name);
                setEditing(true);
              }}
            >
              {t('AssetsLibrary.Rename')}
              <Whose name={name} />
            </button>
          )}
          <button
            type="button"
            className="vitrine-button vitrine-button--quiet"
            data-remove=""
            onClick={onRemove}
          >
            {t('AssetsLibrary.RemoveFromList')}
            <Whose name={name} />
          </button>
        </span>
      )}
    </li>
  );
}
