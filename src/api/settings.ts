/**
 * Site settings (spec 001 §7 `GET api/v1/settings/`, "key for the maps service"). The spec
 * names only the maps setting; its shape is our contract (docs/decisions/025-map-provider.md):
 * `{ Maps: { TileUrl, Attribution, MaxZoom } }`, or `{ Maps: { Key } }` for a keyed provider.
 * Every field may be missing: the map provider then falls back to the list alone.
 */
import * as z from 'zod/mini';
import { getJson } from './parse';

export const SETTINGS_PATH = 'api/v1/settings/';

export const mapsSettingSchema = z.object({
  /** A tile URL template with {z}, {x}, {y} (and optionally {s}, {r}). */
  TileUrl: z.nullish(z.string()),
  /** Attribution shown on the map (plain text). */
  Attribution: z.nullish(z.string()),
  MaxZoom: z.nullish(z.number()),
  /** A maps service key (a provider the bundle does not ship: list only). */
  Key: z.nullish(z.string()),
});
export type MapsSetting = z.infer<typeof mapsSettingSchema>;

export const siteSettingsSchema = z.object({ Maps: z.nullish(mapsSettingSchema) });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** GET api/v1/settings/; failures are the caller's (a map falls back to the list). */
export function fetchSiteSettings(): Promise<SiteSettings> {
  return getJson(siteSettingsSchema, SETTINGS_PATH, { policy: false });
}
