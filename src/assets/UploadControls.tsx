/**
 * What an asset file or image widget shows under its list (issue 14; spec 000 §4): the picker,
 * a real button (files may be dropped on the widget too), and the uploads under way with their
 * progress and cancel. `pickerRef` is where focus goes when the last asset is removed.
 */
import type { ReactNode, RefObject } from 'react';
import { FilePicker } from './FilePicker';
import { UploadList } from './UploadList';
import type { Uploads } from './useUploads';

interface UploadControlsProps {
  pickerRef: RefObject<HTMLDivElement | null>;
  uploads: Uploads;
  accept?: string | undefined;
  maxFileSize?: number | undefined;
  multiple: boolean;
  disabled: boolean;
  /** The button's text (AssetsLibrary.Upload by default). */
  label?: ReactNode | undefined;
  onFiles: (files: File[]) => void;
}

export function UploadControls({ pickerRef, uploads, label, ...picker }: UploadControlsProps) {
  return (
    <>
      <div ref={pickerRef}>
        <FilePicker {...picker}>{label}</FilePicker>
      </div>
      <UploadList
        items={uploads.items}
        announcement={uploads.announcement}
        onCancel={uploads.cancel}
        onDismiss={uploads.dismiss}
      />
    </>
  );
}
