import { describe, expect, it } from 'vitest';
import {
  acceptsFile,
  checkFile,
  contentMatches,
  extensionOf,
  formatBytes,
  MESSAGES,
  minimumSizeText,
  parseAccept,
  roomFor,
  sizeProblem,
  sniff,
} from './fileChecks';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF', 0, 1, 1, 0, 0, 1);
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR');
const GIF = bytes('GIF89a', 1, 0, 1, 0, 0, 0, 0, 0, 0, 0);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n%âãÏÓ\n');
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0, 8, 0, 0, 0, 0, 0, 0, 0);
const HEIC = bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0);
const TEXT = bytes('hello, world 123');

const file = (name: string, content: Uint8Array, type = '') =>
  new File([content as BlobPart], name, { type });

describe('accept-type matching (spec 000 §5 "accepted types come from the accept attribute")', () => {
  it('reads the attribute as trimmed lower-case entries', () => {
    expect(parseAccept(' .JPG, image/* ,,application/pdf ')).toEqual([
      '.jpg',
      'image/*',
      'application/pdf',
    ]);
    expect(parseAccept(undefined)).toEqual([]);
  });

  it('gives the extension in lower case, none for dot files or a trailing dot', () => {
    expect(extensionOf('Photo.JPEG')).toBe('jpeg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.htaccess')).toBe('');
    expect(extensionOf('name.')).toBe('');
    expect(extensionOf('README')).toBe('');
  });

  it('matches jpg and jpeg both ways (spec 000 §5 "jpg also matches jpeg")', () => {
    expect(acceptsFile('.jpg', { name: 'a.jpeg', type: '' })).toBe(true);
    expect(acceptsFile('.jpeg', { name: 'a.JPG', type: '' })).toBe(true);
    expect(acceptsFile('.png', { name: 'a.jpg', type: 'image/jpeg' })).toBe(false);
  });

  it('matches MIME entries and wildcards, by the browser type or the extension', () => {
    expect(acceptsFile('image/*', { name: 'a.webp', type: 'image/webp' })).toBe(true);
    expect(acceptsFile('image/*', { name: 'a.png', type: '' })).toBe(true);
    expect(acceptsFile('image/*', { name: 'a.pdf', type: 'application/pdf' })).toBe(false);
    expect(acceptsFile('application/pdf', { name: 'doc.pdf', type: '' })).toBe(true);
    expect(acceptsFile('image/jpg', { name: 'x.jpeg', type: 'image/jpeg' })).toBe(true);
    expect(acceptsFile('*/*', { name: 'x.bin', type: 'application/octet-stream' })).toBe(true);
  });

  it('allows any file when the attribute is empty or absent', () => {
    expect(acceptsFile('', { name: 'a.exe', type: '' })).toBe(true);
    expect(acceptsFile(undefined, { name: 'a', type: '' })).toBe(true);
  });

  it('refuses a name without an extension unless its MIME type is listed', () => {
    expect(acceptsFile('.pdf', { name: 'report', type: '' })).toBe(false);
    expect(acceptsFile('.pdf,application/pdf', { name: 'report', type: 'application/pdf' })).toBe(
      true,
    );
  });
});

describe('magic bytes', () => {
  it('recognises the first bytes of each known kind', () => {
    expect(sniff(JPEG)).toBe('jpeg');
    expect(sniff(PNG)).toBe('png');
    expect(sniff(GIF)).toBe('gif');
    expect(sniff(WEBP)).toBe('webp');
    expect(sniff(PDF)).toBe('pdf');
    expect(sniff(ZIP)).toBe('zip');
    expect(sniff(HEIC)).toBe('heic');
    expect(sniff(TEXT)).toBeUndefined();
    expect(sniff(new Uint8Array())).toBeUndefined();
  });

  it('refuses a .jpg that is really a PDF, and a .png that is a JPEG', () => {
    expect(contentMatches('scan.jpg', PDF)).toBe(false);
    expect(contentMatches('photo.png', JPEG)).toBe(false);
    expect(contentMatches('photo.jpeg', JPEG)).toBe(true);
  });

  it('takes a docx or xlsx as a zip, and leaves names without a signature unchecked', () => {
    expect(contentMatches('letter.docx', ZIP)).toBe(true);
    expect(contentMatches('sheet.xlsx', ZIP)).toBe(true);
    expect(contentMatches('letter.docx', PDF)).toBe(false);
    expect(contentMatches('notes.txt', TEXT)).toBe(true);
    expect(contentMatches('notes.csv', PDF)).toBe(true);
  });

  it('refuses HEIC where the browser cannot decode it, even hidden under .jpg', () => {
    expect(contentMatches('IMG_1.heic', HEIC, false)).toBe(false);
    expect(contentMatches('IMG_1.heic', HEIC, true)).toBe(true);
    expect(contentMatches('IMG_1.jpg', HEIC, true)).toBe(false);
    expect(contentMatches('IMG_1.bin', HEIC, false)).toBe(false);
  });
});

describe('size and number rules (spec 000 §5 "unlimited if absent")', () => {
  it('is unlimited without a maximum, refuses above it and empty files', () => {
    expect(sizeProblem(50_000_000, undefined)).toBeUndefined();
    expect(sizeProblem(50_000_000, 0)).toBeUndefined();
    expect(sizeProblem(1000, 1000)).toBeUndefined();
    expect(sizeProblem(1001, 1000)).toBe(MESSAGES.tooLarge);
    expect(sizeProblem(0, 1000)).toBe(MESSAGES.tooSmall);
  });

  it('limits the number of files only when a maximum is set', () => {
    expect(roomFor(10, undefined)).toBe(true);
    expect(roomFor(2, 3)).toBe(true);
    expect(roomFor(3, 3)).toBe(false);
  });
});

describe('checkFile', () => {
  it('accepts a real PDF under .pdf', async () => {
    await expect(checkFile(file('a.pdf', PDF), { accept: '.pdf' })).resolves.toBeUndefined();
  });

  it('refuses by type, by size, then by content, with the AssetsLibrary keys', async () => {
    expect(await checkFile(file('a.gif', GIF), { accept: '.jpg,.png' })).toBe(
      'AssetsLibrary.FileTypeNotAllowed',
    );
    expect(await checkFile(file('a.jpg', JPEG), { accept: '.jpg', maxFileSize: 4 })).toBe(
      'AssetsLibrary.FileTooLarge',
    );
    expect(await checkFile(file('fake.jpg', PDF, 'image/jpeg'), { accept: '.jpg,.pdf' })).toBe(
      'AssetsLibrary.FileTypeNotAllowed',
    );
    expect(await checkFile(file('empty.pdf', new Uint8Array()), { accept: '.pdf' })).toBe(
      'AssetsLibrary.FileTooSmall',
    );
  });
});

describe('texts', () => {
  it('writes the minimum size as spec 000 §5 says', () => {
    expect(minimumSizeText('Taille minimale :', 800, 600)).toBe('Taille minimale : 800px x 600px');
  });

  it('formats sizes in the page language', () => {
    expect(formatBytes(2_000_000, 'en')).toBe('2 MB');
    expect(formatBytes(1_500_000, 'en')).toBe('1.5 MB');
    expect(formatBytes(500, 'en')).toBe('500 byte');
    expect(formatBytes(250_000, 'fr')).toMatch(/^250\sko$/);
  });
});
