import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressOf, DEFAULT_ADDRESSES, serviceAddresses } from './services';

afterEach(() => vi.restoreAllMocks());

describe('serviceAddresses (decision 043: the settings block key videoServices)', () => {
  it('uses the real services without a videoServices key', () => {
    expect(serviceAddresses('youtube', {})).toEqual({
      apiScript: 'https://www.youtube.com/iframe_api',
      embedUrl: 'https://www.youtube-nocookie.com/embed/{id}',
      watchUrl: 'https://www.youtube.com/watch?v={id}',
    });
    expect(serviceAddresses('vimeo', { videoServices: 'nope' })).toEqual(DEFAULT_ADDRESSES.vimeo);
  });

  it('takes each address the page names, and keeps the real one for the others', () => {
    const block = {
      videoServices: { vimeo: { apiScript: '/demo/video/vimeo/player.js' } },
    };
    expect(serviceAddresses('vimeo', block)).toEqual({
      ...DEFAULT_ADDRESSES.vimeo,
      apiScript: '/demo/video/vimeo/player.js',
    });
    expect(serviceAddresses('youtube', block)).toEqual(DEFAULT_ADDRESSES.youtube);
  });

  it('reports an address that is not http(s) and uses the real one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const block = {
      videoServices: { youtube: { embedUrl: 'javascript:alert(1)//{id}', apiScript: 42 } },
    };
    expect(serviceAddresses('youtube', block)).toEqual(DEFAULT_ADDRESSES.youtube);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('videoServices.youtube.apiScript');
  });
});

describe('addressOf', () => {
  it('puts the id in place of {id} and adds the query', () => {
    expect(addressOf('https://player.vimeo.com/video/{id}', '76979871', { dnt: '1' })).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('resolves a path of the page and escapes the id', () => {
    expect(addressOf('/demo/video/youtube/embed/{id}', 'a b')).toBe(
      `${location.origin}/demo/video/youtube/embed/a%20b`,
    );
  });
});
