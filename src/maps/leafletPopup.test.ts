import * as L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { bindMarkerPopup } from './leafletPopup';

// A real Leaflet map in jsdom (no tiles): what the shopper's keyboard meets in a marker's popup.
let map: L.Map | undefined;
afterEach(() => {
  map?.remove();
  map = undefined;
  document.body.innerHTML = '';
});

function markerWithPopup(content: string) {
  const element = document.createElement('div');
  document.body.append(element);
  map = L.map(element, { center: [50.85, 4.35], zoom: 13, fadeAnimation: false });
  const layer = L.marker([50.85, 4.35], { keyboard: true }).addTo(map);
  const marker = { id: '1', coors: { lat: 50.85, lng: 4.35 }, title: 'Vitrine Bruxelles', content };
  const popup = bindMarkerPopup(layer, marker, { close: 'Fermer' });
  const pin = layer.getElement() as HTMLElement;
  const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
  return { popup, pin, dialog };
}

describe('a marker’s popup (decision 042)', () => {
  it('opens with focus inside, its content as text, and Escape gives focus back', () => {
    const { popup, pin, dialog } = markerWithPopup('<b>Rue Neuve 87</b>\n10:00 – 19:00');
    popup.open();
    expect(dialog()).toBe(document.activeElement);
    expect(pin.getAttribute('aria-expanded')).toBe('true');
    const title = document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Vitrine Bruxelles');
    expect(dialog()?.querySelector('b')).toBeNull();
    expect(dialog()?.textContent).toContain('<b>Rue Neuve 87</b>');
    dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(pin);
    expect(pin.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes by its button, named in the page’s language, and focus goes back to the marker', () => {
    const { popup, pin, dialog } = markerWithPopup('Rue Neuve 87');
    popup.open();
    const close = dialog()?.querySelector('button');
    expect(close?.textContent).toBe('Fermer');
    close?.click();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(pin);
  });
});
