/**
 * YouTube's IFrame Player API (https://developers.google.com/youtube/iframe_api_reference):
 * `YT.Player` made on our own iframe (its embed address with `enablejsapi=1`), driven by
 * playVideo / pauseVideo / stopVideo / destroy, its state from `onStateChange`. The API calls
 * `onYouTubeIframeAPIReady` when ready; we poll `YT.Player` instead (spec 001 §9), which also
 * works when another script of the page took that callback.
 */
import type { VideoProvider } from './provider';

interface YTPlayer {
  playVideo: () => void;
  pauseVideo: () => void;
  stopVideo: () => void;
  destroy: () => void;
}

interface YTPlayerOptions {
  events: {
    onReady?: (event: { target: YTPlayer }) => void;
    onStateChange?: (event: { data: number; target: YTPlayer }) => void;
  };
}

declare global {
  interface Window {
    YT?: { Player?: new (element: HTMLElement, options: YTPlayerOptions) => YTPlayer };
  }
}

/** YT.PlayerState: ENDED 0, PLAYING 1, PAUSED 2. */
const ENDED = 0;
const PLAYING = 1;
const PAUSED = 2;

export const youtube: VideoProvider = {
  isReady: () => typeof window.YT?.Player === 'function',
  embedQuery: () => ({
    enablejsapi: '1',
    autoplay: '1',
    playsinline: '1',
    rel: '0',
    origin: location.origin,
  }),
  create(iframe, events) {
    const Player = window.YT?.Player;
    if (!Player) throw new Error('YT.Player is missing');
    const player = new Player(iframe, {
      events: {
        onReady: ({ target }) => target.playVideo(),
        onStateChange: ({ data }) => {
          if (data === PLAYING) events.onPlaying();
          else if (data === PAUSED) events.onPaused();
          else if (data === ENDED) events.onEnded();
        },
      },
    });
    return {
      play: () => player.playVideo(),
      pause: () => player.pauseVideo(),
      destroy: () => {
        player.stopVideo();
        player.destroy();
      },
    };
  },
};
