/**
 * The map provider interface shared by every map widget (docs/architecture.md §11; decision
 * 025): the pickup points now, the content map later. Widgets only see this interface; the
 * implementation (Leaflet and its CSS) is a chunk loaded the first time a map is shown, once
 * per page however many maps (spec 001 §4 "the map loader waits for the maps script, which
 * is loaded once").
 */
import type { MapsSetting, SiteSettings } from '../api/settings';

export interface LatLng {
  lat: number;
  lng: number;
}

/** spec 001 §3 map marker: coors {lat, lng}, title, icon, id, content. */
export interface MapMarker {
  id: string;
  coors: LatLng;
  /** The marker's accessible name (and its tooltip). */
  title: string;
  /** A marker kind, a class modifier of the pin (`vitrine-map__pin--{icon}`). */
  icon?: string;
  /** Plain text shown in the marker's popup; none when empty. */
  content?: string;
}

export interface MapOptions {
  center: LatLng;
  /** spec 001 §9: zoom 13 unless said otherwise. */
  zoom?: number;
  /** The shopper chose a marker (click, or Enter / Space on a focused marker). */
  onSelect?: (id: string) => void;
  /**
   * Markers open a popup with their title and content (the content map, spec 001 §3) instead
   * of a tooltip: focus moves into it, Escape or its close button closes it and focus goes back
   * to the marker. The words are the page's (src/maps has no strings of its own).
   */
  popups?: PopupLabels;
}

export interface PopupLabels {
  /** The popup's close button. */
  close: string;
  /** The zoom buttons' names (Leaflet's English ones otherwise). */
  zoomIn?: string;
  zoomOut?: string;
}

export interface MapHandle {
  /** Replaces the markers. */
  setMarkers: (markers: MapMarker[]) => void;
  /** Highlights one marker (undefined: none) and pans to it. */
  select: (id: string | undefined) => void;
  /** Fits the view to the markers, zooming in no further than `maxZoom` (default 13). */
  fitBounds: (maxZoom?: number) => void;
  destroy: () => void;
}

/** The tile source of a road map, from the maps setting. */
export interface TileSource {
  url: string;
  attribution: string;
  maxZoom: number;
}

export type MapProviderChoice =
  | { kind: 'tiles'; tiles: TileSource }
  /** No usable setting: the widget shows its list alone, and says nothing is broken. */
  | { kind: 'none'; reason: string };

/** spec 001 §9: map defaults, zoom 13 (pickup maps too), road map, all controls on. */
export const DEFAULT_ZOOM = 13;
export const DEFAULT_MAX_ZOOM = 19;

/** A tile template: http(s) or a site-root path, with {z}, {x} and {y}. */
function isTileTemplate(url: string): boolean {
  if (!/\{z\}/.test(url) || !/\{x\}/.test(url) || !/\{y\}/.test(url)) return false;
  return /^https?:\/\/[^/]/.test(url) || /^\/(?!\/)/.test(url);
}

function maxZoomOf(setting: MapsSetting): number {
  const zoom = setting.MaxZoom;
  return zoom !== null && zoom !== undefined && Number.isInteger(zoom) && zoom >= 1 && zoom <= 22
    ? zoom
    : DEFAULT_MAX_ZOOM;
}

/**
 * Which map the settings allow (decision 025): a tile URL template gives Leaflet with those
 * tiles; a bare provider key, an invalid template or no setting gives no map (list only).
 */
export function chooseMapProvider(settings: SiteSettings | undefined): MapProviderChoice {
  const maps = settings?.Maps;
  if (!maps) return { kind: 'none', reason: 'no maps setting' };
  const url = maps.TileUrl?.trim() ?? '';
  if (!url) {
    return maps.Key
      ? { kind: 'none', reason: 'a maps key without a tile template (no keyed provider)' }
      : { kind: 'none', reason: 'no tile template in the maps setting' };
  }
  if (!isTileTemplate(url)) return { kind: 'none', reason: `invalid tile template: ${url}` };
  return {
    kind: 'tiles',
    tiles: { url, attribution: maps.Attribution?.trim() ?? '', maxZoom: maxZoomOf(maps) },
  };
}
