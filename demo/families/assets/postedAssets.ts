/**
 * Reading what an asset widget posted with its form (issue 14; spec 000 §3; the field names of
 * src/assets/fields.ts). First a plan (nothing written: every temporary file must still exist
 * and be of a kind the field takes), then, if the whole form is fine, the plan is applied:
 * temporary files become saved assets filed in the form's folder, renames are applied, the
 * order is the posted order, and what is no longer posted leaves the entity (the asset stays
 * in the library). A widget that posted none of its fields (no script) keeps what was saved.
 */
import { multipleNames, singleNames } from './fieldNames';
import type { FileKind } from './fileTypes';
import {
  dropTemp,
  renameSaved,
  type SavedAsset,
  savedAsset,
  saveTemp,
  type TempFile,
  tempFile,
} from './storage';

export type Planned =
  | { saved: SavedAsset; name: string; renamed: boolean }
  | { temp: TempFile; name: string };

export type PlanError = 'tempMissing' | 'wrongType';

export interface Plan {
  entries: Planned[];
  /** Nothing posted for this widget: keep what was saved. */
  untouched: boolean;
  errors: PlanError[];
}

/** Which kinds of file a field takes (the server never trusts the widget's accept list). */
export type Accepts = (kind: FileKind) => boolean;

function planOne(value: string, id: string, name: string, accepts: Accepts, plan: Plan) {
  const saved = savedAsset(value);
  if (saved && value === id) {
    plan.entries.push({
      saved,
      name: name.trim(),
      renamed: !!name.trim() && name.trim() !== saved.Name,
    });
    return;
  }
  const temp = tempFile(value);
  if (!temp) plan.errors.push('tempMissing');
  else if (!accepts(temp.kind)) plan.errors.push('wrongType');
  else plan.entries.push({ temp, name: name.trim() || temp.name });
}

/** Single mode: AssetId-{uid}, AssetName-{uid}, AssetLoaded{uid}, asset-{uid}-name(-changed). */
export function planSingle(fields: Record<string, string>, uid: string, accepts: Accepts): Plan {
  const plan: Plan = { entries: [], untouched: false, errors: [] };
  const names = singleNames(uid);
  if (!(names.loaded in fields)) return { ...plan, untouched: true };
  if (fields[names.loaded] !== 'true') return plan;
  const name = fields[names.name] ?? '';
  const tmpName = fields[names.tmpName] ?? '';
  if (tmpName) {
    planOne(tmpName, '', name, accepts, plan);
    return plan;
  }
  const id = fields[names.assetId] ?? '';
  const saved = savedAsset(id);
  if (!saved) return plan;
  const renamed = fields[names.nameChanged] === 'true' && !!name.trim();
  plan.entries.push({ saved, name: name.trim(), renamed });
  return plan;
}

/**
 * Multiple mode, in the posted order: list-assets-orders-{uid} (ids comma-joined), then per id
 * asset-{id} (a saved AssetId, or a new upload's temporary file) and asset-{id}-name.
 */
export function planMultiple(fields: Record<string, string>, uid: string, accepts: Accepts): Plan {
  const plan: Plan = { entries: [], untouched: false, errors: [] };
  const names = multipleNames(uid);
  const order = fields[names.order];
  if (order === undefined && !(names.loaded in fields)) return { ...plan, untouched: true };
  const ids = [
    ...new Set(
      (order ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  for (const id of ids) {
    planOne(fields[names.asset(id)] ?? '', id, fields[names.name(id)] ?? '', accepts, plan);
  }
  return plan;
}

/** Writes a plan: the AssetIds in order (temporary files saved once, then forgotten). */
export async function applyPlan(plan: Plan, folderId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const entry of plan.entries) {
    if ('saved' in entry) {
      if (entry.renamed) renameSaved(entry.saved, entry.name);
      ids.push(entry.saved.AssetId);
    } else {
      const saved = await saveTemp(entry.temp, entry.name, folderId);
      await dropTemp(entry.temp);
      ids.push(saved.AssetId);
    }
  }
  return ids;
}
