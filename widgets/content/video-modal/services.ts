/**
 * Where each video service lives (issue 15, decision 043): the page settings block's
 * `videoServices` key, read on demand (core/settingsBlock), each address falling back to the real
 * service's. `{id}` in an address is the video's id. A CMS (or the demo, which has no internet)
 * points them elsewhere.
 */
import { settingsBlock } from '../../../src/core/settingsBlock';

export const services = ['youtube', 'vimeo'] as const;
export type ServiceName = (typeof services)[number];

export interface ServiceAddresses {
  /** The service's player API script. */
  apiScript: string;
  /** The embedded player page. */
  embedUrl: string;
  /** The video's page on the service's site: the link without JS and after an error. */
  watchUrl: string;
}

export const SERVICE_LABELS: Record<ServiceName, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** The real services (YouTube's privacy-enhanced embed: decision 043). */
export const DEFAULT_ADDRESSES: Record<ServiceName, ServiceAddresses> = {
  youtube: {
    apiScript: 'https://www.youtube.com/iframe_api',
    embedUrl: 'https://www.youtube-nocookie.com/embed/{id}',
    watchUrl: 'https://www.youtube.com/watch?v={id}',
  },
  vimeo: {
    apiScript: 'https://player.vimeo.com/api/player.js',
    embedUrl: 'https://player.vimeo.com/video/{id}',
    watchUrl: 'https://vimeo.com/{id}',
  },
};

const keys = ['apiScript', 'embedUrl', 'watchUrl'] as const;

const isWebAddress = (value: unknown): value is string => {
  if (typeof value !== 'string' || !value) return false;
  try {
    return /^https?:$/.test(new URL(value, document.baseURI).protocol);
  } catch {
    return false;
  }
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The service's addresses; a wrong value is reported and the real service's is used. */
export function serviceAddresses(
  name: ServiceName,
  block: Record<string, unknown> = settingsBlock(),
): ServiceAddresses {
  const given = record(record(block.videoServices)[name]);
  const addresses = { ...DEFAULT_ADDRESSES[name] };
  for (const key of keys) {
    const value = given[key];
    if (value === undefined) continue;
    if (isWebAddress(value)) addresses[key] = value;
    else
      console.error(
        `[vitrine] page settings: videoServices.${name}.${key} is ${JSON.stringify(value)}, expected an http(s) address. Using ${addresses[key]}.`,
      );
  }
  return addresses;
}

/** An address with the video's id in place of `{id}`, and the query added. */
export function addressOf(
  template: string,
  videoId: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(template.replaceAll('{id}', encodeURIComponent(videoId)), document.baseURI);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}
