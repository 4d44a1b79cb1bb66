/**
 * Vimeo's Player API (https://developer.vimeo.com/player/sdk/reference): `Vimeo.Player` made on
 * our own iframe, driven by play / pause / destroy (promises: a refusal is only logged), its
 * state from the `playing`, `pause` and `ended` events. `dnt=1` asks Vimeo not to track the shopper
 * (decision 043).
 */
import type { VideoProvider } from './provider';

interface VimeoPlayer {
  ready: () => Promise<void>;
  play: () => Promise<unknown>;
  pause: () => Promise<unknown>;
  destroy: () => Promise<unknown>;
  on: (event: string, callback: () => void) => void;
}

declare global {
  interface Window {
    Vimeo?: { Player?: new (element: HTMLElement) => VimeoPlayer };
  }
}

const quietly = (promise: Promise<unknown>, what: string) =>
  promise.catch((error: unknown) => console.warn(`[vitrine] video-modal: Vimeo ${what}`, error));

export const vimeo: VideoProvider = {
  isReady: () => typeof window.Vimeo?.Player === 'function',
  embedQuery: () => ({ autoplay: '1', playsinline: '1', dnt: '1' }),
  create(iframe, events) {
    const Player = window.Vimeo?.Player;
    if (!Player) throw new Error('Vimeo.Player is missing');
    const player = new Player(iframe);
    player.on('playing', events.onPlaying);
    player.on('pause', events.onPaused);
    player.on('ended', events.onEnded);
    void quietly(
      player.ready().then(() => player.play()),
      'play',
    );
    return {
      play: () => void quietly(player.play(), 'play'),
      pause: () => void quietly(player.pause(), 'pause'),
      destroy: () => void quietly(player.destroy(), 'destroy'),
    };
  },
};
