/**
 * The one small interface both video services sit behind (issue 15): what the dialog needs
 * from a player API, whatever the service. The API script is loaded once per page, polled every
 * 100 ms until ready (spec 001 §9), then a player is made on an iframe we create with the
 * service's embed address (both APIs accept an existing iframe), so the address comes from the
 * page settings.
 */
import { loadScript } from './loadScript';
import type { ServiceAddresses } from './services';
import { waitUntil } from './waitUntil';

export interface PlayerEvents {
  onPlaying: () => void;
  onPaused: () => void;
  onEnded: () => void;
}

export interface VideoPlayer {
  play: () => void;
  pause: () => void;
  /** Stops the player and lets go of its iframe. */
  destroy: () => void;
}

export interface VideoProvider {
  /** Whether the API script has defined its player. */
  isReady: () => boolean;
  /** What the service's embed address needs to be driven by its API and to start at once. */
  embedQuery: () => Record<string, string>;
  /** The service's player on our iframe. */
  create: (iframe: HTMLIFrameElement, events: PlayerEvents) => VideoPlayer;
}

export interface OpenPlayer {
  provider: VideoProvider;
  addresses: ServiceAddresses;
  embedSrc: (query: Record<string, string>) => string;
  title: string;
  host: HTMLElement;
  events: PlayerEvents;
  signal: AbortSignal;
  /** Tests shorten it; decision 043. */
  limit?: number;
}

/** Loads the API on demand, waits for it, and starts the player in `host`. */
export async function openPlayer(options: OpenPlayer): Promise<VideoPlayer> {
  const { provider, addresses, host, signal } = options;
  await loadScript(addresses.apiScript);
  await waitUntil(provider.isReady, {
    signal,
    ...(options.limit === undefined ? {} : { limit: options.limit }),
  });
  signal.throwIfAborted();
  const iframe = document.createElement('iframe');
  iframe.src = options.embedSrc(provider.embedQuery());
  iframe.title = options.title;
  iframe.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
  iframe.className = 'vitrine-video__frame';
  host.append(iframe);
  const player = provider.create(iframe, options.events);
  return {
    play: () => player.play(),
    pause: () => player.pause(),
    destroy: () => {
      player.destroy();
      iframe.remove();
    },
  };
}
