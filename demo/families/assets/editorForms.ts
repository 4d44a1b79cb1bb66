/**
 * The editor area's forms (issue 14): which asset widgets each holds, with the attributes of
 * spec 000 §3 (our names, assets.md), what each field takes on the server, and the fallback
 * markup inside each placeholder: the current assets as a list, and the hidden fields of
 * src/assets/fields.ts for them, so that the form posted without script keeps what was saved.
 */
import type { PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { savedThumbUri, savedUri } from './addresses';
import { type FieldEntry, multipleFields, singleFields } from './fieldNames';
import type { FileKind } from './fileTypes';
import type { Accepts } from './postedAssets';
import { savedAsset } from './storage';
import { strings } from './strings';
import type { EditorTexts } from './strings/pages';

export type SlotLabel = keyof EditorTexts['slots'];

export interface Slot {
  uid: string;
  widget: 'asset-file' | 'asset-image' | 'multi-file';
  mode: 'single' | 'multiple';
  label: SlotLabel;
  attributes: Record<string, string>;
  accepts: Accepts;
  /** A required asset: the checkbox of assets.md inside the placeholder. */
  required?: boolean;
}

const IMAGES = '.jpg,.jpeg,.png,.webp';
/** Megabytes as the picker says them (1 MB = 1,000,000 bytes: src/assets/fileChecks.ts). */
const MB = 1_000_000;
const isImage = (kind: FileKind) => kind.fileType === 'Image';
const isOffice = (kind: FileKind) => ['pdf', 'docx', 'xlsx'].includes(kind.ext);

export const PRODUCT_SLOTS: Slot[] = [
  {
    uid: 'product-main-image',
    widget: 'asset-image',
    mode: 'single',
    label: 'mainImage',
    attributes: {
      'data-accept': IMAGES,
      'data-max-file-size': String(5 * MB),
      'data-crop': '800,800',
      'data-rotate': 'true',
    },
    accepts: isImage,
  },
  {
    uid: 'product-gallery',
    widget: 'multi-file',
    mode: 'multiple',
    label: 'gallery',
    attributes: {
      'data-multiple': 'true',
      'data-accept': IMAGES,
      'data-file-types': JSON.stringify({ Image: IMAGES }),
      'data-max-file-size': String(5 * MB),
      'data-max-files': '8',
    },
    accepts: isImage,
  },
];

export const NEWS_SLOTS: Slot[] = [
  {
    uid: 'news-picture',
    widget: 'asset-image',
    mode: 'single',
    label: 'picture',
    attributes: {
      'data-accept': IMAGES,
      'data-max-file-size': String(5 * MB),
      'data-crop': '1200,630',
    },
    accepts: isImage,
  },
  {
    uid: 'news-attachments',
    widget: 'asset-file',
    mode: 'multiple',
    label: 'attachments',
    attributes: {
      'data-multiple': 'true',
      'data-accept': `.pdf,.docx,.xlsx,${IMAGES}`,
      'data-max-file-size': String(10 * MB),
      'data-max-files': '5',
    },
    accepts: (kind) => isOffice(kind) || isImage(kind),
  },
];

export const PAGE_SLOTS: Slot[] = [
  {
    uid: 'page-brochure',
    widget: 'asset-file',
    mode: 'single',
    label: 'brochure',
    attributes: { 'data-accept': '.pdf', 'data-max-file-size': String(10 * MB) },
    accepts: (kind) => kind.ext === 'pdf',
    required: true,
  },
  {
    uid: 'page-documents',
    widget: 'multi-file',
    mode: 'multiple',
    label: 'documents',
    attributes: {
      'data-multiple': 'true',
      'data-accept': '.pdf,.docx,.xlsx',
      'data-file-types': JSON.stringify({ Document: '.pdf,.docx,.xlsx' }),
      'data-max-file-size': String(10 * MB),
    },
    accepts: isOffice,
  },
];

const entryOf = (id: string): FieldEntry[] => {
  const asset = savedAsset(id);
  return asset ? [{ id, name: asset.Name, originalName: asset.Name }] : [];
};

/** The hidden fields of the saved state (src/assets/fields.ts), for the form posted without script. */
const hiddenFields = (slot: Slot, ids: string[]) => {
  const entries = ids.flatMap(entryOf);
  const fields =
    slot.mode === 'single' ? singleFields(slot.uid, entries[0]) : multipleFields(slot.uid, entries);
  return fields.map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  );
};

/** The current assets as a list: thumbnail (or type) and name, as text, each a link. */
export function assetList(ctx: PageContext, ids: string[], empty: string) {
  const assets = ids.flatMap((id) => savedAsset(id) ?? []);
  if (assets.length === 0) return html`<p class="asset-fallback__empty">${empty}</p>`;
  return html`<ul class="asset-fallback__list">${assets.map((asset) => {
    const thumb = savedThumbUri(ctx.base, asset);
    return html`<li>${
      thumb
        ? html`<img src="${thumb}" alt="" width="64" height="64" loading="lazy" />`
        : html`<span class="asset-fallback__type" aria-hidden="true">${asset.kind.ext.toUpperCase()}</span>`
    } <a href="${savedUri(ctx.base, asset)}">${asset.Name}</a></li>`;
  })}</ul>`;
}

/** One widget of a form: its label, its placeholder with the attributes and the fallback. */
export function slotField(ctx: PageContext, slot: Slot, ids: string[]) {
  const text = strings[ctx.culture].pages.editor;
  const labelId = `${slot.uid}-label`;
  const hintId = `${slot.uid}-hint`;
  const attributes = Object.entries({ ...slot.attributes, 'data-uid': slot.uid })
    .concat(
      slot.mode === 'single' ? [['data-asset-id', ids[0] ?? '']] : [['data-assets', ids.join(',')]],
    )
    .map(([name, value]) => html` ${name}="${value}"`);
  const required = slot.required
    ? html`<input type="checkbox" class="visually-hidden" tabindex="-1" aria-hidden="true" data-asset-required name="${slot.uid}-required" value="true"${ids.length > 0 ? ' checked' : ''} data-val="true" data-val-required="${text.required}" />
      <span class="field-validation-valid" data-valmsg-for="${slot.uid}-required" data-valmsg-replace="true"></span>`
    : '';
  return html`<div class="editor-field" role="group" aria-labelledby="${labelId}" aria-describedby="${hintId}">
    <h2 class="editor-field__label" id="${labelId}">${text.slots[slot.label]}</h2>
    <p class="editor-field__hint" id="${hintId}">${text.hints[slot.label]}</p>
    <div class="asset-widget" data-widget="${slot.widget}"${attributes}>
      ${assetList(ctx, ids, text.none)}
      <p class="asset-fallback__note">${text.noScript}</p>
      ${hiddenFields(slot, ids)}
      ${required}
    </div>
  </div>`;
}
