/**
 * The hidden fields an asset widget posts with its form (issue 14; spec 000 §3), named exactly
 * as the CMS reads them. What each value holds is our contract where the spec names only the
 * field (docs/decisions/039-asset-widgets.md).
 */

/** One asset of a widget, saved (an AssetId) or just uploaded (a temporary file). */
export interface AssetEntry {
  /** The saved asset's id, or the upload's guid. */
  id: string;
  /** The name shown, which the editor may change. */
  name: string;
  /** The temporary file of a just-uploaded asset; absent for a saved one. */
  tmpName?: string;
  /** The name first given (to tell a rename). */
  originalName: string;
}

export type HiddenField = [name: string, value: string];

/**
 * Single mode: `AssetId-{uid}` the saved asset's id (empty when replaced or removed),
 * `AssetName-{uid}` the temporary file of a new upload (empty otherwise), `AssetLoaded{uid}`
 * "true" while the widget holds an asset, `asset-{uid}-name` the name shown and
 * `asset-{uid}-name-changed` "true" when the editor renamed it.
 */
export function singleFields(uid: string, entry: AssetEntry | undefined): HiddenField[] {
  return [
    [`AssetId-${uid}`, entry && !entry.tmpName ? entry.id : ''],
    [`AssetName-${uid}`, entry?.tmpName ?? ''],
    [`AssetLoaded${uid}`, entry ? 'true' : 'false'],
    [`asset-${uid}-name`, entry?.name ?? ''],
    [`asset-${uid}-name-changed`, entry && entry.name !== entry.originalName ? 'true' : 'false'],
  ];
}

/**
 * Multiple mode, in visual order: `asset-{guid}` the temporary file of a new upload or the
 * saved asset's id, `asset-{guid}-name` the name shown, `list-assets-orders-{uid}` the ids
 * comma-joined in the order shown, `AssetsLoaded-{uid}` "true" while there is at least one.
 */
export function multipleFields(uid: string, entries: readonly AssetEntry[]): HiddenField[] {
  return [
    ...entries.flatMap(({ id, name, tmpName }): HiddenField[] => [
      [`asset-${id}`, tmpName ?? id],
      [`asset-${id}-name`, name],
    ]),
    [`list-assets-orders-${uid}`, entries.map((entry) => entry.id).join(',')],
    [`AssetsLoaded-${uid}`, entries.length > 0 ? 'true' : 'false'],
  ];
}
