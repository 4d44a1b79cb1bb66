/**
 * The Leaflet implementation of the map provider (decision 025): a road map of the site's
 * tiles with every control on (zoom, attribution, scale; spec 001 §9), and markers as small
 * HTML pins that Leaflet makes focusable buttons (Tab, then Enter or Space selects). The
 * selected pin is larger, ringed and carries a check mark, not only another colour.
 * This module and Leaflet's CSS are one chunk, loaded when a map is first shown.
 */
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { bindMarkerPopup } from './leafletPopup';
import {
  DEFAULT_ZOOM,
  type MapHandle,
  type MapMarker,
  type MapOptions,
  type TileSource,
} from './mapProvider';
import './maps.css';

const reducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The pin's shape: a rotated drop whose tip is the point (its anchor, below the centre). */
function pinShape(): HTMLElement {
  const shape = document.createElement('span');
  shape.className = 'vitrine-map__shape';
  return shape;
}

const pin = (marker: MapMarker, selected: boolean) => {
  const size = selected ? 36 : 26;
  return L.divIcon({
    className: [
      'vitrine-map__pin',
      marker.icon ? `vitrine-map__pin--${marker.icon.replace(/[^a-z0-9-]/gi, '')}` : '',
      selected ? 'vitrine-map__pin--selected' : '',
    ]
      .filter(Boolean)
      .join(' '),
    html: pinShape(),
    iconSize: [size, size],
    // The drop's tip: half a diagonal below the centre.
    iconAnchor: [size / 2, Math.round(size / 2 + size * Math.SQRT1_2)],
  });
};

/** A pin that selects is pressed or not; a pin that opens a popup is expanded or not. */
function labelPin(
  element: HTMLElement | undefined,
  marker: MapMarker,
  selected: boolean,
  popup: boolean,
): void {
  if (!element) return;
  element.setAttribute('aria-label', marker.title);
  if (popup) {
    element.setAttribute('aria-haspopup', 'dialog');
    if (!element.hasAttribute('aria-expanded')) element.setAttribute('aria-expanded', 'false');
  } else element.setAttribute('aria-pressed', String(selected));
  element.dataset.markerId = marker.id;
}

export function createLeafletMap(
  element: HTMLElement,
  tiles: TileSource,
  options: MapOptions,
): MapHandle {
  const map = L.map(element, {
    center: [options.center.lat, options.center.lng],
    zoom: options.zoom ?? DEFAULT_ZOOM,
    zoomControl: false,
    attributionControl: true,
    keyboard: true,
    // spec 000 §9: no zoom or fade animations for shoppers who prefer reduced motion.
    ...(reducedMotion()
      ? { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false }
      : {}),
  });
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: tiles.maxZoom }).addTo(map);
  const labels = options.popups;
  L.control
    .zoom({
      ...(labels?.zoomIn ? { zoomInTitle: labels.zoomIn } : {}),
      ...(labels?.zoomOut ? { zoomOutTitle: labels.zoomOut } : {}),
    })
    .addTo(map);
  L.control.scale().addTo(map);
  map.attributionControl.setPrefix(false);

  const layers = new Map<
    string,
    { layer: L.Marker; marker: MapMarker; popup?: { open: () => void } }
  >();
  let selectedId: string | undefined;

  const render = (id: string) => {
    const entry = layers.get(id);
    if (!entry) return;
    const selected = id === selectedId;
    entry.layer.setIcon(pin(entry.marker, selected));
    entry.layer.setZIndexOffset(selected ? 1000 : 0);
    labelPin(entry.layer.getElement(), entry.marker, selected, entry.popup !== undefined);
  };

  const setMarkers = (markers: MapMarker[]) => {
    for (const { layer } of layers.values()) layer.remove();
    layers.clear();
    for (const marker of markers) {
      const layer = L.marker([marker.coors.lat, marker.coors.lng], {
        icon: pin(marker, marker.id === selectedId),
        title: marker.title,
        keyboard: true,
        riseOnHover: true,
      });
      // spec 001 §3: the content opens in a popup (content map) or shows as a tooltip.
      const popup =
        options.popups && marker.content
          ? bindMarkerPopup(layer, marker, options.popups)
          : undefined;
      layer.on('click', () => options.onSelect?.(marker.id));
      layer.on('add', () => {
        const icon = layer.getElement();
        labelPin(icon, marker, marker.id === selectedId, popup !== undefined);
        // A button's keys: Enter and Space select the focused marker (and open its popup).
        icon?.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          options.onSelect?.(marker.id);
          popup?.open();
        });
      });
      if (marker.content && !popup) {
        const text = document.createElement('p');
        text.textContent = marker.content;
        layer.bindTooltip(text, { direction: 'top', offset: [0, -24] });
      }
      layers.set(marker.id, popup ? { layer, marker, popup } : { layer, marker });
      layer.addTo(map);
    }
  };

  const fitBounds = (maxZoom = DEFAULT_ZOOM) => {
    const points = [...layers.values()].map(({ marker }) =>
      L.latLng(marker.coors.lat, marker.coors.lng),
    );
    // Without animation: a map destroyed during a zoom animation would throw in Leaflet.
    if (points.length === 1 && points[0]) map.setView(points[0], maxZoom, { animate: false });
    else if (points.length > 1)
      map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom, animate: false });
  };

  return {
    setMarkers,
    fitBounds,
    select: (id) => {
      const previous = selectedId;
      selectedId = id;
      if (previous) render(previous);
      if (!id) return;
      render(id);
      const entry = layers.get(id);
      if (entry && !map.getBounds().contains(entry.layer.getLatLng()))
        map.panTo(entry.layer.getLatLng());
    },
    destroy: () => {
      // Stop a pan or zoom in flight first: its end would touch panes that are gone.
      map.stop();
      map.off();
      map.remove();
    },
  };
}
