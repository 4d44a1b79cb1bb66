/**
 * The image processing of the asset library, with sharp (libvips; decision 038): uploads are
 * turned upright by their EXIF orientation and stripped of metadata (EXIF, GPS), thumbnails
 * are made, and a temporary image is cropped or turned by 90°.
 */
import sharp, { type Sharp } from 'sharp';
import type { FileKind } from './fileTypes';

export interface Processed {
  bytes: Uint8Array;
  width: number;
  height: number;
  thumbnail: Uint8Array;
}

const THUMB = 240;

/** In the format the image came in (a GIF keeps its first frame), without metadata. */
const encode = (image: Sharp, kind: FileKind) =>
  kind.ext === 'png'
    ? image.png()
    : kind.ext === 'webp'
      ? image.webp()
      : kind.ext === 'gif'
        ? image.gif()
        : image.jpeg({ quality: 88, mozjpeg: true });

export const thumbnailOf = (bytes: Uint8Array) =>
  sharp(bytes)
    .resize(THUMB, THUMB, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

async function finish(image: Sharp, kind: FileKind): Promise<Processed> {
  const { data, info } = await encode(image, kind).toBuffer({ resolveWithObject: true });
  return {
    bytes: data,
    width: info.width,
    height: info.height,
    thumbnail: await thumbnailOf(data),
  };
}

/**
 * An uploaded image, upright (EXIF orientation applied: a phone photo taken sideways comes out
 * standing) and without its metadata (sharp writes none unless asked). Throws when the bytes
 * cannot be decoded.
 */
export const uprightImage = (bytes: Uint8Array, kind: FileKind) =>
  finish(sharp(bytes, { animated: false }).rotate(), kind);

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The box cut out of the image, then resized to the crop size (spec 000 §4). */
export const cropImage = (
  bytes: Uint8Array,
  kind: FileKind,
  box: Box,
  size: { width: number; height: number },
) =>
  finish(
    sharp(bytes)
      .extract({ left: box.x, top: box.y, width: box.w, height: box.h })
      .resize(size.width, size.height, { fit: 'fill' }),
    kind,
  );

/** A quarter turn, clockwise (90) or counter-clockwise (270). */
export const rotateImage = (bytes: Uint8Array, kind: FileKind, degrees: 90 | 270) =>
  finish(sharp(bytes).rotate(degrees), kind);

/** A generated picture for the seeded library: a gradient, a shape and a caption (SVG in). */
export function generatedImage(
  caption: string,
  colours: [string, string],
  size: { width: number; height: number },
) {
  const { width, height } = size;
  const text = caption.replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.72}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.22}" fill="#ffffff" fill-opacity="0.35"/>
  <text x="50%" y="82%" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 9)}" fill="#ffffff">${text}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
