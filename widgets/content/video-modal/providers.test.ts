/** The two adapters against fake YT and Vimeo globals shaped like the real APIs. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vimeo } from './vimeo';
import { youtube } from './youtube';

afterEach(() => {
  delete window.YT;
  delete window.Vimeo;
});

const events = () => ({ onPlaying: vi.fn(), onPaused: vi.fn(), onEnded: vi.fn() });

describe('youtube adapter (IFrame Player API)', () => {
  it('is ready only once YT.Player is defined (YT alone is the loading stub)', () => {
    expect(youtube.isReady()).toBe(false);
    window.YT = {};
    expect(youtube.isReady()).toBe(false);
    window.YT.Player = vi.fn() as never;
    expect(youtube.isReady()).toBe(true);
  });

  it('asks the embed for the JS API and autoplay, from this origin', () => {
    expect(youtube.embedQuery()).toMatchObject({
      enablejsapi: '1',
      autoplay: '1',
      origin: location.origin,
    });
  });

  it('plays on ready, maps the states, pauses, and stops and destroys', () => {
    const fake = { playVideo: vi.fn(), pauseVideo: vi.fn(), stopVideo: vi.fn(), destroy: vi.fn() };
    let options: { events: Record<string, (event: unknown) => void> } | undefined;
    const Player = vi.fn(function (this: unknown, _element: HTMLElement, given: typeof options) {
      options = given;
      return fake;
    });
    window.YT = { Player: Player as never };
    const iframe = document.createElement('iframe');
    const on = events();
    const player = youtube.create(iframe, on);
    expect(Player).toHaveBeenCalledWith(iframe, expect.anything());
    options?.events.onReady?.({ target: fake });
    expect(fake.playVideo).toHaveBeenCalledTimes(1);
    options?.events.onStateChange?.({ data: 1, target: fake });
    options?.events.onStateChange?.({ data: 2, target: fake });
    options?.events.onStateChange?.({ data: 0, target: fake });
    options?.events.onStateChange?.({ data: 3, target: fake });
    expect(on.onPlaying).toHaveBeenCalledTimes(1);
    expect(on.onPaused).toHaveBeenCalledTimes(1);
    expect(on.onEnded).toHaveBeenCalledTimes(1);
    player.pause();
    expect(fake.pauseVideo).toHaveBeenCalled();
    player.destroy();
    expect(fake.stopVideo).toHaveBeenCalled();
    expect(fake.destroy).toHaveBeenCalled();
  });
});

describe('vimeo adapter (Player API)', () => {
  const fakeVimeo = () => {
    const listeners: Record<string, () => void> = {};
    const fake = {
      ready: vi.fn(() => Promise.resolve()),
      play: vi.fn(() => Promise.resolve()),
      pause: vi.fn(() => Promise.resolve()),
      destroy: vi.fn(() => Promise.resolve()),
      on: vi.fn((name: string, callback: () => void) => {
        listeners[name] = callback;
      }),
    };
    window.Vimeo = {
      Player: vi.fn(function (this: object) {
        Object.assign(this, fake);
      }) as never,
    };
    return { fake, listeners };
  };

  it('is ready once Vimeo.Player is defined', () => {
    expect(vimeo.isReady()).toBe(false);
    fakeVimeo();
    expect(vimeo.isReady()).toBe(true);
  });

  it('asks Vimeo not to track the shopper (dnt)', () => {
    expect(vimeo.embedQuery()).toMatchObject({ dnt: '1', autoplay: '1' });
  });

  it('plays once ready, follows playing, pause and ended, pauses and destroys', async () => {
    const { fake, listeners } = fakeVimeo();
    const on = events();
    const player = vimeo.create(document.createElement('iframe'), on);
    await vi.waitFor(() => expect(fake.play).toHaveBeenCalledTimes(1));
    listeners.playing?.();
    listeners.pause?.();
    listeners.ended?.();
    expect(on.onPlaying).toHaveBeenCalledTimes(1);
    expect(on.onPaused).toHaveBeenCalledTimes(1);
    expect(on.onEnded).toHaveBeenCalledTimes(1);
    player.pause();
    player.destroy();
    expect(fake.pause).toHaveBeenCalled();
    expect(fake.destroy).toHaveBeenCalled();
  });

  it('only warns when Vimeo refuses to play (a browser blocking autoplay)', async () => {
    const { fake } = fakeVimeo();
    fake.play.mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vimeo.create(document.createElement('iframe'), events());
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    warn.mockRestore();
  });
});
