/**
 * Shows a map in an element through the provider the site settings choose (decision 025):
 * the settings are asked once per page, the Leaflet chunk (with its CSS) is loaded once, the
 * first time a map is shown. Resolves undefined when there is no usable map: the caller keeps
 * its list alone (a missing or invalid setting never breaks the widget).
 */
import { fetchSiteSettings, type SiteSettings } from '../api/settings';
import { loadChunk } from '../core/chunks';
import { failureMessage } from '../core/errorPolicy';
import { chooseMapProvider, type MapHandle, type MapOptions } from './mapProvider';

let settings: Promise<SiteSettings | undefined> | undefined;
let leaflet: Promise<typeof import('./leafletMap')> | undefined;

function siteSettings(): Promise<SiteSettings | undefined> {
  settings ??= fetchSiteSettings().catch((error: unknown) => {
    console.warn('[vitrine] the site settings could not be read: no map', error);
    // spec 000 §8: a 401 opens the login modal, even here where the list goes on alone.
    failureMessage(error);
    settings = undefined;
    return undefined;
  });
  return settings;
}

function leafletChunk() {
  leaflet ??= loadChunk('map', () => import('./leafletMap')).catch((error: unknown) => {
    leaflet = undefined;
    throw error;
  });
  return leaflet;
}

export async function createMap(
  element: HTMLElement,
  options: MapOptions,
): Promise<MapHandle | undefined> {
  const choice = chooseMapProvider(await siteSettings());
  if (choice.kind === 'none') {
    console.warn(`[vitrine] no map: ${choice.reason}`);
    return undefined;
  }
  const module = await leafletChunk();
  return module.createLeafletMap(element, choice.tiles, options);
}

/** For tests: forget the settings and the chunk. */
export function resetMaps(): void {
  settings = undefined;
  leaflet = undefined;
}
