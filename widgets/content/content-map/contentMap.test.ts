import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import contentMap, { startCenter } from './contentMap';
import type { Props } from './index';

// The provider is tested in src/maps; here: what the widget asks of it and what it shows.
const maps = vi.hoisted(() => ({
  create: vi.fn(),
  handle: { setMarkers: vi.fn(), select: vi.fn(), fitBounds: vi.fn(), destroy: vi.fn() },
}));
vi.mock('../../../src/maps/loadMap', () => ({ createMap: maps.create }));
vi.mock('../../../src/core/i18n', () => ({
  loadI18n: () => Promise.resolve({ t: (key: string) => `«${key}»` }),
}));

const markers: Props['markers'] = [
  {
    id: 7,
    coors: { lat: 50.8, lng: 4.3 },
    title: 'Bruxelles',
    content: 'Rue Neuve 12\n9 h – 19 h',
  },
  { id: 'gent', coors: { lat: 51.0, lng: 3.7 }, title: 'Gent', icon: 'outlet' },
];
const props = (more: Partial<Props> = {}): Props => ({ markers, zoom: 13, height: 320, ...more });

function mount(given: Props) {
  const element = document.createElement('div');
  element.innerHTML = '<p>server</p>';
  document.body.append(element);
  const cleanup = contentMap(element, given, widgetContext(element, { name: 'content-map' }));
  const status = () => element.querySelector('[role="status"]')?.textContent;
  const canvas = () => element.querySelector<HTMLElement>('section');
  return { element, cleanup, status, canvas };
}

beforeEach(() => {
  applyPageSettings();
  maps.create.mockReset();
  for (const fn of Object.values(maps.handle)) fn.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('content-map', () => {
  it('says it is loading, then shows every marker with a popup and fits them at zoom 13 at most', async () => {
    let resolve: (value: unknown) => void = () => {};
    maps.create.mockReturnValue(new Promise((done) => (resolve = done)));
    const { status, canvas, element } = mount(props());
    await vi.waitFor(() => expect(status()).toBe('«Maps.Loading»'));
    expect(canvas()?.getAttribute('aria-busy')).toBe('true');
    expect(canvas()?.getAttribute('aria-label')).toBe('«Maps.Label»');
    expect(canvas()?.style.getPropertyValue('--vitrine-content-map-height')).toBe('320px');
    expect(element.querySelector('p')?.textContent).toBe('server');
    const [, options] = maps.create.mock.calls[0] ?? [];
    expect(options).toMatchObject({
      center: { lat: 50.9, lng: 4 },
      zoom: 13,
      popups: {
        close: '«Maps.ClosePopup»',
        zoomIn: '«Maps.ZoomIn»',
        zoomOut: '«Maps.ZoomOut»',
      },
    });
    resolve(maps.handle);
    await vi.waitFor(() => expect(status()).toBe(''));
    expect(maps.handle.setMarkers).toHaveBeenCalledWith([
      { ...markers[0], id: '7' },
      { ...markers[1], id: 'gent' },
    ]);
    expect(maps.handle.fitBounds).toHaveBeenCalledWith(13);
    expect(canvas()?.hasAttribute('aria-busy')).toBe(false);
    expect(element.className).toBe('vitrine-content-map');
  });

  it('keeps the given centre and zoom, and the given name', async () => {
    maps.create.mockResolvedValue(maps.handle);
    const center = { lat: 50.85, lng: 4.35 };
    const { canvas } = mount(props({ center, zoom: 15, label: 'Nos magasins' }));
    await vi.waitFor(() => expect(maps.handle.setMarkers).toHaveBeenCalled());
    expect(maps.create.mock.calls[0]?.[1]).toMatchObject({ center, zoom: 15 });
    expect(maps.handle.fitBounds).not.toHaveBeenCalled();
    expect(canvas()?.getAttribute('aria-label')).toBe('Nos magasins');
  });

  it.each([
    ['no usable map setting', () => Promise.resolve(undefined)],
    ['a failure', () => Promise.reject(new Error('chunk failed'))],
  ])('says the map is unavailable after %s, and leaves the page’s content', async (_, made) => {
    maps.create.mockImplementation(made);
    const { status, canvas, element } = mount(props());
    await vi.waitFor(() => expect(status()).toBe('«Maps.Unavailable»'));
    expect(canvas()?.hidden).toBe(true);
    expect(element.classList.contains('is-unavailable')).toBe(true);
    expect(element.querySelector('p')?.textContent).toBe('server');
  });

  it('destroys the map and restores the server markup when unmounted', async () => {
    maps.create.mockResolvedValue(maps.handle);
    const { cleanup, element } = mount(props());
    await vi.waitFor(() => expect(maps.handle.setMarkers).toHaveBeenCalled());
    cleanup();
    expect(maps.handle.destroy).toHaveBeenCalledTimes(1);
    expect(element.outerHTML).toBe('<div class=""><p>server</p></div>');
  });

  it('destroys a map that arrives after it was unmounted', async () => {
    let resolve: (value: unknown) => void = () => {};
    maps.create.mockReturnValue(new Promise((done) => (resolve = done)));
    const { cleanup } = mount(props());
    await vi.waitFor(() => expect(maps.create).toHaveBeenCalled());
    cleanup();
    resolve(maps.handle);
    await vi.waitFor(() => expect(maps.handle.destroy).toHaveBeenCalledTimes(1));
    expect(maps.handle.setMarkers).not.toHaveBeenCalled();
  });
});

describe('startCenter', () => {
  it('is the middle of the markers when no centre is given', () => {
    expect(startCenter({ markers })).toEqual({ lat: 50.9, lng: 4 });
    expect(startCenter({ markers, center: { lat: 1, lng: 2 } })).toEqual({ lat: 1, lng: 2 });
  });
});
