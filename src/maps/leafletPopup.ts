/**
 * A marker's popup (the content map, spec 001 §3 `content`; decision 042): a small non-modal
 * dialog named by the marker's title, its content as text (never HTML: a CMS field), and a
 * real close button in the page's language. Opening moves focus into it; Escape or the close
 * button closes it and gives focus back to the marker, as a disclosure does. Part of the map
 * chunk (leafletMap.ts).
 */
import type * as L from 'leaflet';
import type { MapMarker, PopupLabels } from './mapProvider';

let count = 0;

/** The popup's content: title, text (line breaks kept by CSS), close button. */
function popupContent(marker: MapMarker, labels: PopupLabels, close: () => void): HTMLElement {
  const id = `vitrine-map-popup-${++count}`;
  const box = document.createElement('div');
  box.className = 'vitrine-map-popup';
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-labelledby', id);
  box.tabIndex = -1;
  const title = document.createElement('div');
  title.className = 'vitrine-map-popup__title';
  title.id = id;
  title.textContent = marker.title;
  const text = document.createElement('div');
  text.className = 'vitrine-map-popup__text';
  text.textContent = marker.content ?? '';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'vitrine-map-popup__close';
  button.textContent = labels.close;
  button.addEventListener('click', close);
  box.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  });
  box.append(title, text, button);
  return box;
}

/**
 * Binds a popup to a marker; returns `open`, which opens it and moves focus into it. The
 * marker's `aria-expanded` follows the popup.
 */
export function bindMarkerPopup(
  layer: L.Marker,
  marker: MapMarker,
  labels: PopupLabels,
): { open: () => void } {
  const returnFocus = () => {
    layer.closePopup();
    layer.getElement()?.focus({ preventScroll: true });
  };
  const content = popupContent(marker, labels, returnFocus);
  layer.bindPopup(content, {
    closeButton: false,
    // Clear of the zoom buttons (top left) and of the scale and attribution (bottom).
    autoPanPaddingTopLeft: [60, 16],
    autoPanPaddingBottomRight: [16, 44],
    minWidth: 200,
    maxWidth: 260,
    className: 'vitrine-map-popup-frame',
  });
  layer.on('popupopen', () => {
    layer.getElement()?.setAttribute('aria-expanded', 'true');
    content.focus({ preventScroll: true });
  });
  layer.on('popupclose', () => layer.getElement()?.setAttribute('aria-expanded', 'false'));
  return { open: () => layer.openPopup() };
}
