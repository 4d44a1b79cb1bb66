/**
 * What an uploaded file really is (issue 14; spec 000 §4 "checked by extension AND by the
 * file's first bytes"): the demo never trusts the name or the browser's type. A file is
 * accepted only when its first bytes match one of the allowed kinds and its extension is one
 * of that kind's.
 */

/** spec 000 §3 `fileType`: what the multi-file widget's file-type map is keyed by. */
export type AssetFileType = 'Image' | 'Document';

export interface FileKind {
  /** The extension the saved file gets. */
  ext: string;
  /** Extensions a name may carry for this kind (jpg also matches jpeg). */
  exts: readonly string[];
  mime: string;
  fileType: AssetFileType;
}

const kind = (ext: string, mime: string, fileType: AssetFileType, exts = [ext]): FileKind => ({
  ext,
  exts,
  mime,
  fileType,
});

export const KINDS = {
  jpg: kind('jpg', 'image/jpeg', 'Image', ['jpg', 'jpeg']),
  png: kind('png', 'image/png', 'Image'),
  webp: kind('webp', 'image/webp', 'Image'),
  gif: kind('gif', 'image/gif', 'Image'),
  pdf: kind('pdf', 'application/pdf', 'Document'),
  docx: kind(
    'docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'Document',
  ),
  xlsx: kind(
    'xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Document',
  ),
  txt: kind('txt', 'text/plain; charset=utf-8', 'Document', ['txt', 'csv']),
} as const satisfies Record<string, FileKind>;

/** The demo's server-side size limit (issue 14): 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const starts = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** Printable text (UTF-8 without control characters other than tab and line breaks). */
function isText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 4096);
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte < 9 || (byte > 13 && byte < 32) || byte === 127) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      head.length < 4096 ? head : head.subarray(0, 4000),
    );
    return true;
  } catch {
    return false;
  }
}

/** A zip holding Office Open XML: the part names tell a document from a spreadsheet. */
function officeKind(bytes: Uint8Array): FileKind | undefined {
  if (!starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return undefined;
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 65536)));
  if (head.includes('word/')) return KINDS.docx;
  if (head.includes('xl/')) return KINDS.xlsx;
  return undefined;
}

/** The kind the first bytes show, or undefined for anything not on the allow-list. */
export function sniff(bytes: Uint8Array): FileKind | undefined {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return KINDS.jpg;
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS.png;
  if (starts(bytes, ascii('RIFF')) && starts(bytes, ascii('WEBP'), 8)) return KINDS.webp;
  if (starts(bytes, ascii('GIF87a')) || starts(bytes, ascii('GIF89a'))) return KINDS.gif;
  if (starts(bytes, ascii('%PDF-'))) return KINDS.pdf;
  return officeKind(bytes) ?? (isText(bytes) ? KINDS.txt : undefined);
}

export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The kind of an upload: its bytes must be on the allow-list AND its name must carry one of
 * that kind's extensions (a PDF renamed .jpg is refused).
 */
export function kindOf(name: string, bytes: Uint8Array): FileKind | undefined {
  const found = sniff(bytes);
  return found?.exts.includes(extensionOf(name)) ? found : undefined;
}
