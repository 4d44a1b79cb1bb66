/**
 * The hidden fields the asset widgets post (issue 14; spec 000 §3), as the demo CMS writes and
 * reads them. The names and values are src/assets/fields.ts's contract; the demo may import
 * only src/api and src/core (docs/architecture.md §3), so they are written again here and
 * fieldNames.test.ts checks both give the same fields.
 */

export interface FieldEntry {
  id: string;
  name: string;
  tmpName?: string;
  originalName: string;
}
export type HiddenField = [name: string, value: string];

/** Single mode: AssetId-{uid}, AssetName-{uid}, AssetLoaded{uid}, asset-{uid}-name(-changed). */
export const singleNames = (uid: string) => ({
  assetId: `AssetId-${uid}`,
  tmpName: `AssetName-${uid}`,
  loaded: `AssetLoaded${uid}`,
  name: `asset-${uid}-name`,
  nameChanged: `asset-${uid}-name-changed`,
});

/** Multiple mode: asset-{id}, asset-{id}-name, list-assets-orders-{uid}, AssetsLoaded-{uid}. */
export const multipleNames = (uid: string) => ({
  order: `list-assets-orders-${uid}`,
  loaded: `AssetsLoaded-${uid}`,
  asset: (id: string) => `asset-${id}`,
  name: (id: string) => `asset-${id}-name`,
});

export function singleFields(uid: string, entry: FieldEntry | undefined): HiddenField[] {
  const names = singleNames(uid);
  return [
    [names.assetId, entry && !entry.tmpName ? entry.id : ''],
    [names.tmpName, entry?.tmpName ?? ''],
    [names.loaded, entry ? 'true' : 'false'],
    [names.name, entry?.name ?? ''],
    [names.nameChanged, entry && entry.name !== entry.originalName ? 'true' : 'false'],
  ];
}

export function multipleFields(uid: string, entries: readonly FieldEntry[]): HiddenField[] {
  const names = multipleNames(uid);
  return [
    ...entries.flatMap(({ id, name, tmpName }): HiddenField[] => [
      [names.asset(id), tmpName ?? id],
      [names.name(id), name],
    ]),
    [names.order, entries.map((entry) => entry.id).join(',')],
    [names.loaded, entries.length > 0 ? 'true' : 'false'],
  ];
}
