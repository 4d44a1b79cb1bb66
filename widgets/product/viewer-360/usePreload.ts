import { useEffect, useState } from 'react';

export type PreloadState = 'loading' | 'ready' | 'failed';

export const frameUrl = (src: string, frame: number) => src.replace('{frame}', String(frame));

/** The address made absolute, `{frame}` kept (URL would encode its braces). */
export const absolute = (src: string): string =>
  new URL(src.replace('{frame}', '__frame__'), document.baseURI).href.replace(
    '__frame__',
    '{frame}',
  );

/**
 * Loads every frame before the viewer turns by itself, so a turn never shows a half-loaded
 * image; one frame that fails makes the whole turn unavailable.
 */
export function usePreload(src: string, frames: number): PreloadState {
  const [state, setState] = useState<PreloadState>('loading');
  useEffect(() => {
    let left = frames;
    let settled = false;
    const images = Array.from({ length: frames }, (_, frame) => {
      const image = new Image();
      image.onload = () => {
        left -= 1;
        if (left === 0 && !settled) setState('ready');
      };
      image.onerror = () => {
        if (settled) return;
        settled = true;
        setState('failed');
      };
      image.src = frameUrl(src, frame);
      return image;
    });
    return () => {
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [src, frames]);
  return state;
}
