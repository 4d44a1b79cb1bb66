/**
 * The crop rules of the image flow (issue 14; spec 000 §4, §5, §9) as pure functions: what to
 * do with a just-uploaded image, the zoom bounds of the crop dialog and the box sent to the
 * crop call. Every size is in pixels of the upright temporary image (the demo, like the CMS,
 * turns a photo upright by its EXIF orientation when it stores the upload).
 */
import type { CropBox } from '../api/assets';

export interface Size {
  width: number;
  height: number;
}

/** A size that may be unknown (an upload's answer may give none). */
export interface MaybeSize {
  width?: number | null | undefined;
  height?: number | null | undefined;
}

/** spec 000 §9: the crop dialog's box, 568×400 px (smaller on a phone, same ratio). */
export const CROP_BOX: Readonly<Size> = { width: 568, height: 400 };

/** spec 000 §3: the crop attribute `'width,height'` (`"800,600"`); anything else: no crop. */
export function parseCropSize(value: string | undefined): Size | undefined {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value ?? '');
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

export type CropDecision =
  | { kind: 'add' }
  | { kind: 'too-small'; minimum: Size }
  | { kind: 'crop'; crop: Size };

/**
 * spec 000 §4 "If no crop size is set or the size matches, it is added. If smaller than the
 * crop size, an error. Otherwise a crop dialog". An image of unknown size cannot be checked:
 * it is offered to the dialog, which reads its size from the image itself.
 */
export function cropDecision(image: MaybeSize, crop: Size | undefined): CropDecision {
  if (!crop) return { kind: 'add' };
  const { width, height } = image;
  if (width === crop.width && height === crop.height) return { kind: 'add' };
  if (width != null && height != null && (width < crop.width || height < crop.height))
    return { kind: 'too-small', minimum: crop };
  return { kind: 'crop', crop };
}

/** spec 000 §5: `AssetsLibrary.MinimumSize` followed by ` {width}px x {height}px`. */
export const minimumSizeMessage = (label: string, minimum: Size) =>
  `${label} ${minimum.width}px x ${minimum.height}px`;

/** The largest selection of the crop's ratio inside the image: the dialog at zoom 1. */
export function fullSelection(image: Size, crop: Size): Size {
  const scale = Math.min(image.width / crop.width, image.height / crop.height);
  return { width: crop.width * scale, height: crop.height * scale };
}

/**
 * react-easy-crop's zoom bounds (its `objectFit: contain` shows the whole selection of
 * `fullSelection` at zoom 1; at zoom z the selection is that divided by z): the largest zoom
 * leaves a selection of exactly the crop size, so the selection never goes below it
 * (spec 000 §5 "selection at least the crop size").
 */
export function zoomBounds(image: Size, crop: Size): { minZoom: number; maxZoom: number } {
  const full = fullSelection(image, crop);
  return { minZoom: 1, maxZoom: Math.max(1, full.width / crop.width) };
}

/** The zoom the dialog's buttons step by, kept within the bounds. */
export const ZOOM_STEP = 0.25;
export const stepZoom = (
  zoom: number,
  direction: 1 | -1,
  bounds: { minZoom: number; maxZoom: number },
) => Math.min(bounds.maxZoom, Math.max(bounds.minZoom, zoom + direction * ZOOM_STEP));

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The box sent to the crop call (spec 000 §5, §7): the crop's ratio kept, at least the crop
 * size, inside the image, a negative origin clamped to 0, whole pixels.
 */
export function cropBoxOf(area: CropBox, image: Size, crop: Size): CropBox {
  const ratio = crop.width / crop.height;
  let width = Math.max(area.width, crop.width, area.height * ratio);
  width = Math.min(width, image.width, image.height * ratio);
  width = Math.max(crop.width, Math.floor(width));
  const height = Math.max(crop.height, Math.round(width / ratio));
  return {
    x: Math.round(clamp(area.x, 0, Math.max(0, image.width - width))),
    y: Math.round(clamp(area.y, 0, Math.max(0, image.height - height))),
    width,
    height,
  };
}

/** Only a square image may be turned (spec 000 §2 "rotate buttons for square images"). */
export const canRotate = (image: MaybeSize) =>
  image.width != null && image.width > 0 && image.width === image.height;
