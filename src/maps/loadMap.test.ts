import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDialogs, shown } from '../test/dialogs';
import { fakeClock, never, passTime } from '../test/hung';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { createMap, resetMaps } from './loadMap';

// Leaflet itself is not what is tested here: how often its chunk and the settings are asked.
const leaflet = vi.hoisted(() => ({ loads: 0, made: [] as unknown[] }));
vi.mock('./leafletMap', () => {
  leaflet.loads++;
  return {
    createLeafletMap: (_element: HTMLElement, tiles: unknown) => {
      leaflet.made.push(tiles);
      return { setMarkers() {}, select() {}, fitBounds() {}, destroy() {} };
    },
  };
});

listen();
let asked = 0;
let answer: () => Response | Promise<Response>;
beforeEach(() => {
  applyPageSettings({ appPath: '/shop/' }, '/shop/fr/shoppingcarts');
  resetMaps();
  asked = 0;
  leaflet.made = [];
  answer = () =>
    HttpResponse.json({
      Maps: { TileUrl: '/shop/demo/tiles/{z}/{x}/{y}.png', Attribution: 'Demo' },
    });
  server.use(
    http.get('*/shop/api/v1/settings/', () => {
      asked++;
      return answer();
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  resetMaps();
});

const options = { center: { lat: 50.85, lng: 4.35 } };

describe('the map loader (spec 001 §4: the maps script is loaded once)', () => {
  it('asks the settings once and loads the map chunk once, however many maps', async () => {
    const maps = await Promise.all([
      createMap(document.createElement('div'), options),
      createMap(document.createElement('div'), options),
    ]);
    await createMap(document.createElement('div'), options);
    expect(maps.every(Boolean)).toBe(true);
    expect(asked).toBe(1);
    expect(leaflet.loads).toBe(1);
    expect(leaflet.made).toEqual([
      { url: '/shop/demo/tiles/{z}/{x}/{y}.png', attribution: 'Demo', maxZoom: 19 },
      { url: '/shop/demo/tiles/{z}/{x}/{y}.png', attribution: 'Demo', maxZoom: 19 },
      { url: '/shop/demo/tiles/{z}/{x}/{y}.png', attribution: 'Demo', maxZoom: 19 },
    ]);
  });

  it.each([
    ['a 500', () => new HttpResponse('boom', { status: 500 })],
    ['a 404', () => new HttpResponse('', { status: 404 })],
    ['a network error', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ Maps: { TileUrl: 42 } })],
    ['a key without tiles', () => HttpResponse.json({ Maps: { Key: 'k' } })],
  ])('shows no map, without throwing, after %s', async (_name, failing) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = failing;
    await expect(createMap(document.createElement('div'), options)).resolves.toBeUndefined();
    expect(leaflet.made).toEqual([]);
  });

  it('opens the login modal, back to this page, and shows no map after a 401 (spec 000 §8)', async () => {
    const dialogs = fakeDialogs();
    answer = () => new HttpResponse(null, { status: 401 });
    await expect(createMap(document.createElement('div'), options)).resolves.toBeUndefined();
    expect(shown(dialogs)).toEqual([{ login: '/shop/fr/shoppingcarts' }]);
    expect(leaflet.made).toEqual([]);
  });

  it('shows no map after the time limit of settings that never come (decision 047)', async () => {
    const dialogs = fakeDialogs();
    fakeClock();
    answer = never;
    let map: unknown = 'pending';
    void createMap(document.createElement('div'), options).then((made) => {
      map = made;
    });
    await passTime();
    expect(map).toBeUndefined();
    expect(shown(dialogs)).toEqual([]);
  });
});
