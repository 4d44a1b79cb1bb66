/**
 * What an upload really is (issue 14; spec 000 §4): the kind is read from the first bytes, and
 * the name must carry one of that kind's extensions (jpg also matches jpeg).
 */
import { describe, expect, it } from 'vitest';
import { kindOf, sniff } from './fileTypes';
import { pdf, png, sidewaysJpeg } from './testFiles';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the kind of an upload', () => {
  it('reads images and PDFs from their first bytes', async () => {
    expect(sniff(await png(4, 4))?.ext).toBe('png');
    expect(sniff(await sidewaysJpeg(4, 4))?.ext).toBe('jpg');
    expect(sniff(pdf())?.ext).toBe('pdf');
    expect(sniff(bytes('GIF89a....'))?.ext).toBe('gif');
    expect(sniff(bytes('RIFF\0\0\0\0WEBPVP8 '))?.ext).toBe('webp');
  });

  it('takes text only when it is printable UTF-8', () => {
    expect(sniff(bytes('name;price\nchair;120\n'))?.ext).toBe('txt');
    expect(sniff(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeUndefined();
    expect(sniff(new Uint8Array([]))).toBeUndefined();
  });

  it('tells a Word document from a spreadsheet inside the zip', () => {
    const zip = (part: string) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...bytes(part)]);
    expect(sniff(zip('word/document.xml'))?.ext).toBe('docx');
    expect(sniff(zip('xl/workbook.xml'))?.ext).toBe('xlsx');
    expect(sniff(zip('other.bin'))).toBeUndefined();
  });

  it('needs the extension of the kind the bytes show: a PDF renamed .jpg is refused', async () => {
    const jpeg = await sidewaysJpeg(4, 4);
    expect(kindOf('photo.JPEG', jpeg)?.ext).toBe('jpg');
    expect(kindOf('photo.jpg', jpeg)?.ext).toBe('jpg');
    expect(kindOf('photo.png', jpeg)).toBeUndefined();
    expect(kindOf('brochure.jpg', pdf())).toBeUndefined();
    expect(kindOf('brochure', pdf())).toBeUndefined();
  });
});
