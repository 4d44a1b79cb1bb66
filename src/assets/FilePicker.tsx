/**
 * The picker of an asset widget (issue 14; spec 000 §2, §5): a real button that opens a hidden
 * file input, described by the accepted types and the maximum size, so an editor hears both
 * before choosing. Dropping files on the widget (useFileDrop) is the same as choosing them.
 */
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '../core/react/translation';
import { formatBytes, parseAccept } from './fileChecks';
import '../ui/ui.css';
import './assets.css';

interface FilePickerProps {
  /** The accept attribute (spec 000 §5); empty: any type. */
  accept?: string | undefined;
  /** Bytes; absent: unlimited. */
  maxFileSize?: number | undefined;
  multiple?: boolean;
  disabled?: boolean;
  /** The button's text (AssetsLibrary.Upload by default). */
  children?: ReactNode | undefined;
  onFiles: (files: File[]) => void;
}

/** The picker's description: the accepted types and the maximum size, translated. */
export function usePickerDescription(accept?: string, maxFileSize?: number): string {
  const { t, i18n } = useTranslation();
  const types = parseAccept(accept).join(', ');
  const typesText = types
    ? t('AssetsLibrary.AcceptedTypes', { types })
    : t('AssetsLibrary.AnyType');
  const sizeText = maxFileSize
    ? t('AssetsLibrary.MaxFileSize', { size: formatBytes(maxFileSize, i18n.language) })
    : t('AssetsLibrary.NoMaxFileSize');
  return `${typesText} ${sizeText}`;
}

export function FilePicker({
  accept,
  maxFileSize,
  multiple = false,
  disabled = false,
  children,
  onFiles,
}: FilePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const descriptionId = useId();
  const description = usePickerDescription(accept, maxFileSize);
  return (
    <div className="vitrine-asset-picker">
      <button
        type="button"
        className="vitrine-button vitrine-asset-picker__button"
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {children ?? t('AssetsLibrary.Upload')}
      </button>
      <p id={descriptionId} className="vitrine-asset-picker__hint">
        {description}
      </p>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept || undefined}
        multiple={multiple}
        data-asset-picker=""
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Emptied so that choosing the same file again is a change too.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}

/** Drop files on an element: its handlers, and whether files are being dragged over it. */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [over, setOver] = useState(false);
  // A drag of an item inside the widget (reordering) carries no files, and may carry no types.
  const carriesFiles = (event: DragEvent) =>
    Array.from(event.dataTransfer?.types ?? []).includes('Files');
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      },
      onDragLeave: (event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      },
      onDrop: (event: DragEvent) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(files);
      },
    },
  };
}
