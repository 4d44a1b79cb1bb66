/**
 * The checks made on a file before it is uploaded (issue 14; spec 000 §5 "Upload"): its type
 * against the widget's accept attribute (extension or MIME type, `image/*` wildcards, jpg also
 * matches jpeg), confirmed by the file's first bytes (a `.jpg` that is really a PDF is refused),
 * its size (unlimited when no maximum is set) and the number of files. Pure functions; each
 * problem is an `AssetsLibrary.*` message key (spec 000 §5), translated by the widget.
 */

/** What the first bytes of a file say it is. */
export type SniffedKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf' | 'zip' | 'heic';

/** The message keys of spec 000 §5. */
export const MESSAGES = {
  type: 'AssetsLibrary.FileTypeNotAllowed',
  tooLarge: 'AssetsLibrary.FileTooLarge',
  tooSmall: 'AssetsLibrary.FileTooSmall',
  maxNumber: 'AssetsLibrary.MaxNumberOfFiles',
  uploadedBytes: 'AssetsLibrary.UploadedBytes',
  notImage: 'AssetsLibrary.EncodeCorrectImage',
  minimumSize: 'AssetsLibrary.MinimumSize',
  putCorrectFile: 'AssetsLibrary.PutCorrectFile',
} as const;
export type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];

/** How many bytes `sniff` needs. */
export const HEAD_BYTES = 16;

/** The kinds a name's extension promises, when the extension has a known signature. */
const EXTENSION_KINDS: Record<string, SniffedKind> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  jfif: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  odt: 'zip',
  ods: 'zip',
  zip: 'zip',
  heic: 'heic',
  heif: 'heic',
};

/** The MIME types of each kind (for accept entries written as MIME types). */
const KIND_MIMES: Record<SniffedKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  heic: 'image/heic',
};

/** spec 000 §5 "jpg also matches jpeg": the synonyms of an extension. */
const SYNONYMS: Record<string, string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  jpeg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  tif: ['tif', 'tiff'],
  tiff: ['tif', 'tiff'],
  heic: ['heic', 'heif'],
};

/** The lower-case extension of a file name, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const at = name.lastIndexOf('.');
  return at > 0 && at < name.length - 1 ? name.slice(at + 1).toLowerCase() : '';
}

/** The entries of an accept attribute (`.jpg, image/*`), trimmed and lower case. */
export function parseAccept(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/** The extensions (without dot) an accept list allows, synonyms included. */
function acceptedExtensions(entries: readonly string[]): Set<string> {
  const extensions = new Set<string>();
  for (const entry of entries) {
    if (!entry.startsWith('.')) continue;
    const extension = entry.slice(1);
    for (const synonym of SYNONYMS[extension] ?? [extension]) extensions.add(synonym);
  }
  return extensions;
}

function mimeMatches(entry: string, mime: string): boolean {
  if (!mime || entry.startsWith('.')) return false;
  if (entry === '*/*') return true;
  if (entry.endsWith('/*')) return mime.startsWith(entry.slice(0, -1));
  return entry === mime || (entry === 'image/jpg' && mime === 'image/jpeg');
}

/**
 * Whether a file's name or MIME type is allowed by an accept attribute; an empty attribute
 * allows any file. `image/*` matches by the MIME type the browser gives, or else by the
 * extension's known kind.
 */
export function acceptsFile(accept: string | undefined, file: { name: string; type: string }) {
  const entries = parseAccept(accept);
  if (entries.length === 0) return true;
  const extension = extensionOf(file.name);
  if (extension && acceptedExtensions(entries).has(extension)) return true;
  const kind = EXTENSION_KINDS[extension];
  const mimes = [file.type.toLowerCase(), kind ? KIND_MIMES[kind] : ''].filter(Boolean);
  return entries.some((entry) => mimes.some((mime) => mimeMatches(entry, mime)));
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** What the first bytes (at least `HEAD_BYTES`) of a file are, when a known kind. */
export function sniff(bytes: Uint8Array): SniffedKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (
    ascii(bytes, 4, 8) === 'ftyp' &&
    /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(ascii(bytes, 8, 12))
  )
    return 'heic';
  return undefined;
}

/** Whether this browser can show a HEIC image (only Safari does): otherwise it is refused. */
export const decodesHeic = (): boolean =>
  typeof navigator !== 'undefined' &&
  /Safari\//.test(navigator.userAgent) &&
  !/Chrome\/|Chromium\/|Firefox\//.test(navigator.userAgent);

/**
 * Whether a file's first bytes agree with its name: a name whose extension has a known
 * signature must carry it (a `.jpg` holding a PDF is refused); a HEIC image is refused where
 * the browser cannot decode it. Other names (`.txt`, `.csv`) have no signature to check.
 */
export function contentMatches(
  name: string,
  head: Uint8Array,
  canDecodeHeic: boolean = decodesHeic(),
): boolean {
  const found = sniff(head);
  if (found === 'heic' && !canDecodeHeic) return false;
  const expected = EXTENSION_KINDS[extensionOf(name)];
  return expected === undefined || expected === found;
}

/** The first bytes of a file (through FileReader, which every browser and jsdom have). */
export function readHead(file: Blob, length = HEAD_BYTES): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

export interface FileRules {
  /** The accept attribute; absent or empty: any type. */
  accept?: string | undefined;
  /** Bytes; absent or 0: unlimited (spec 000 §5). */
  maxFileSize?: number | undefined;
  /** The most files the widget holds; absent or 0: unlimited. */
  maxFiles?: number | undefined;
}

/** Whether one more file may be added to `count` held (spec 000 §5 max number). */
export const roomFor = (count: number, maxFiles: number | undefined): boolean =>
  !maxFiles || count < maxFiles;

/** The size rule alone: too large, empty, or fine. */
export function sizeProblem(size: number, maxFileSize: number | undefined): MessageKey | undefined {
  if (size <= 0) return MESSAGES.tooSmall;
  if (maxFileSize && size > maxFileSize) return MESSAGES.tooLarge;
  return undefined;
}

/**
 * Every check of one file before upload, in the order an editor fixes them: type by name or
 * MIME, size, then the first bytes. Resolves with the problem's message key, or undefined.
 */
export async function checkFile(
  file: File,
  rules: FileRules,
  canDecodeHeic?: boolean,
): Promise<MessageKey | undefined> {
  if (!acceptsFile(rules.accept, file)) return MESSAGES.type;
  const size = sizeProblem(file.size, rules.maxFileSize);
  if (size) return size;
  const head = await readHead(file);
  return contentMatches(file.name, head, canDecodeHeic) ? undefined : MESSAGES.type;
}

/** spec 000 §5: "MinimumSize followed by width px x height px". */
export const minimumSizeText = (label: string, width: number, height: number) =>
  `${label} ${width}px x ${height}px`;

/** A human size for the picker's description (`2 MB`, `500 kB`), in the page's language. */
export function formatBytes(bytes: number, locale?: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
