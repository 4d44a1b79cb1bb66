import { describe, expect, it } from 'vitest';
import { chooseMapProvider, DEFAULT_MAX_ZOOM } from './mapProvider';

describe('map provider selection (decision 025; spec 001 §7 maps setting)', () => {
  it('gives Leaflet with the tiles of a tile URL template', () => {
    expect(
      chooseMapProvider({
        Maps: { TileUrl: '/demo/tiles/{z}/{x}/{y}.png', Attribution: 'Demo', MaxZoom: 18 },
      }),
    ).toEqual({
      kind: 'tiles',
      tiles: { url: '/demo/tiles/{z}/{x}/{y}.png', attribution: 'Demo', maxZoom: 18 },
    });
    expect(
      chooseMapProvider({ Maps: { TileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png' } }),
    ).toEqual({
      kind: 'tiles',
      tiles: {
        url: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
        attribution: '',
        maxZoom: DEFAULT_MAX_ZOOM,
      },
    });
  });

  it('falls back to the list alone without a usable setting', () => {
    const none = (settings: Parameters<typeof chooseMapProvider>[0]) =>
      chooseMapProvider(settings).kind;
    expect(none(undefined)).toBe('none');
    expect(none({})).toBe('none');
    expect(none({ Maps: null })).toBe('none');
    expect(none({ Maps: { TileUrl: '' } })).toBe('none');
    // A key alone names a provider the bundle does not ship.
    expect(none({ Maps: { Key: 'abc123' } })).toBe('none');
    // Not a template: no {z}/{x}/{y}, another scheme, or a protocol-relative address.
    expect(none({ Maps: { TileUrl: '/tiles/map.png' } })).toBe('none');
    expect(none({ Maps: { TileUrl: 'javascript:alert(1)//{z}/{x}/{y}' } })).toBe('none');
    expect(none({ Maps: { TileUrl: '//tiles.example/{z}/{x}/{y}.png' } })).toBe('none');
  });

  it('keeps the default maximum zoom when the setting gives a wrong one', () => {
    const choice = chooseMapProvider({ Maps: { TileUrl: '/t/{z}/{x}/{y}.png', MaxZoom: 40 } });
    expect(choice.kind === 'tiles' && choice.tiles.maxZoom).toBe(DEFAULT_MAX_ZOOM);
  });
});
